import type { Http } from '../http';
import type { InfoPageQuery } from '../types/content';

/** Content calls of spec 7: one typed function per endpoint. */
export const contentApi = (http: Http) => ({
  homePage: () => http('homePage', { path: '/pages/home-page/' }),
  menuNav: () => http('navCategoryList', { path: '/menu/nav' }),
  menuLinks: () => http('menuLinkList', { path: '/menu/links' }),
  footerColumns: () => http('footerColumnList', { path: '/pages/footer-page' }),
  infoPages: () => http('infoPageSummaryList', { path: '/pages/info-page' }),
  infoPage: (slug: string) =>
    http('infoPage', { path: '/pages/info-page/detail/', query: { slug } satisfies InfoPageQuery }),
});
