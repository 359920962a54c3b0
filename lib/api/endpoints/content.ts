import type { Http } from '../http';
import type { FooterColumn, HomePage, InfoPage, InfoPageSummary, MenuLink, NavCategory } from '../types/content';

/** Content calls of spec 7: one typed function per endpoint. */
export const contentApi = (http: Http) => ({
  homePage: () => http<HomePage>({ path: '/pages/home-page/' }),
  menuNav: () => http<NavCategory[]>({ path: '/menu/nav' }),
  menuLinks: () => http<MenuLink[]>({ path: '/menu/links' }),
  footerColumns: () => http<FooterColumn[]>({ path: '/pages/footer-page' }),
  infoPages: () => http<InfoPageSummary[]>({ path: '/pages/info-page' }),
  infoPage: (slug: string) => http<InfoPage>({ path: '/pages/info-page/detail/', query: { slug } }),
});
