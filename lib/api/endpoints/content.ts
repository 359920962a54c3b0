import type { Http } from '../http';
import { z } from '../../validation/zod';
import {
  footerColumnSchema,
  homePageSchema,
  infoPageSchema,
  infoPageSummarySchema,
  menuLinkSchema,
  navCategorySchema,
} from '../schemas/content';

/** Content calls of spec 7: one typed function per endpoint. */
export const contentApi = (http: Http) => ({
  homePage: () => http(homePageSchema, { path: '/pages/home-page/' }),
  menuNav: () => http(z.array(navCategorySchema), { path: '/menu/nav' }),
  menuLinks: () => http(z.array(menuLinkSchema), { path: '/menu/links' }),
  footerColumns: () => http(z.array(footerColumnSchema), { path: '/pages/footer-page' }),
  infoPages: () => http(z.array(infoPageSummarySchema), { path: '/pages/info-page' }),
  infoPage: (slug: string) =>
    http(infoPageSchema, { path: '/pages/info-page/detail/', query: { slug } }),
});
