import type { Http } from '../http';
import type { ArticlesQuery, SpecialistsQuery, WorksQuery } from '../types/pages';

const key = (value: string | number) => encodeURIComponent(String(value));

/** The storefront pages' content calls of spec 7 (typed home sections, page paths, lists, banners, specialists). */
export const pagesApi = (http: Http) => ({
  home: () => http('homeSections', { path: '/pages/home-page/' }),
  heroBanners: () => http('offerItemList', { path: '/banners/hero-screen' }),
  /** Single banners answer `{}` when there is none. */
  offerBanner: () => http('singleBanner', { path: '/banners/offer' }),
  discountBanner: () => http('singleBanner', { path: '/banners/discount' }),
  serviceBanners: () => http('offerItemList', { path: '/banners/service' }),
  cooperationBanners: () => http('offerItemList', { path: '/banners/cooperation/' }),
  articles: (query: ArticlesQuery = {}) =>
    http('articlesAnswer', {
      path: '/articles/items',
      query: { ...query, parent_category: query.parent_category || undefined },
    }),
  article: (id: string | number) => http('articleDetail', { path: `/articles/items/${key(id)}` }),
  tabs: () => http('tabList', { path: '/tabs' }),
  promosPage: () => http('promosPage', { path: '/pages/promo-page' }),
  promo: (id: string | number) => http('promoDetail', { path: `/promos/${key(id)}` }),
  contactsPage: () => http('contactsPage', { path: '/pages/contacts' }),
  branch: (slug: string | number) => http('branch', { path: `/branches/${key(slug)}` }),
  dealersPage: () => http('dealersPage', { path: '/dealers/template' }),
  vacanciesPage: () => http('vacanciesPage', { path: '/pages/vacancies' }),
  worksPage: (query: WorksQuery = {}) =>
    http('worksAnswer', { path: '/pages/our-works', query: { ...query } }),
  worksProcess: () => http('workStepList', { path: '/works/works_process' }),
  about: () => http('aboutPage', { path: '/pages/about' }),
  dynamicPages: () => http('dynamicPageSummaryList', { path: '/pages/dynamic' }),
  dynamicPage: (slug: string) => http('dynamicPage', { path: `/pages/dynamic/${key(slug)}` }),
  specialistCities: () => http('specialistCities', { path: '/specialists/cities/' }),
  specialists: (city: string) =>
    http('specialistsAnswer', {
      path: '/specialists/',
      query: { city } satisfies SpecialistsQuery,
    }),
  specialist: (id: string | number) => http('specialist', { path: `/specialists/${key(id)}/` }),
});
