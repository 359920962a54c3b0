import type { Http } from '../http';
import type {
  AboutPage,
  ArticleDetail,
  ArticlesAnswer,
  Branch,
  Dealer,
  DynamicPage,
  DynamicPageSummary,
  HomeSections,
  OfferItem,
  PageContent,
  Promo,
  PromoDetail,
  Specialist,
  SpecialistCities,
  Tab,
  Vacancy,
  WorksAnswer,
  WorkStep,
} from '../types/pages';

const key = (value: string | number) => encodeURIComponent(String(value));

/** The storefront pages' content calls of spec 7 (typed home sections, page paths, lists, banners, specialists). */
export const pagesApi = (http: Http) => ({
  home: () => http<HomeSections>({ path: '/pages/home-page/' }),
  heroBanners: () => http<OfferItem[]>({ path: '/banners/hero-screen' }),
  /** Single banners answer `{}` when there is none. */
  offerBanner: () => http<OfferItem | Record<string, never>>({ path: '/banners/offer' }),
  discountBanner: () => http<OfferItem | Record<string, never>>({ path: '/banners/discount' }),
  serviceBanners: () => http<OfferItem[]>({ path: '/banners/service' }),
  cooperationBanners: () => http<OfferItem[]>({ path: '/banners/cooperation/' }),
  articles: (query: { page?: number; parent_category?: number; search?: string; page_size?: number } = {}) =>
    http<ArticlesAnswer>({ path: '/articles/items', query: { ...query, parent_category: query.parent_category || undefined } }),
  article: (id: string | number) => http<ArticleDetail>({ path: `/articles/items/${key(id)}` }),
  tabs: () => http<Tab[]>({ path: '/tabs' }),
  promosPage: () => http<PageContent & { promos: Promo[] }>({ path: '/pages/promo-page' }),
  promo: (id: string | number) => http<PromoDetail>({ path: `/promos/${key(id)}` }),
  contactsPage: () => http<PageContent & { branches: Branch[] }>({ path: '/pages/contacts' }),
  branch: (slug: string | number) => http<Branch>({ path: `/branches/${key(slug)}` }),
  dealersPage: () => http<PageContent & { dealers: Dealer[] }>({ path: '/dealers/template' }),
  vacanciesPage: () => http<PageContent & { vacancies: Vacancy[] }>({ path: '/pages/vacancies' }),
  worksPage: (query: { page?: number; category?: string } = {}) => http<WorksAnswer>({ path: '/pages/our-works', query: { ...query } }),
  worksProcess: () => http<WorkStep[]>({ path: '/works/works_process' }),
  about: () => http<AboutPage>({ path: '/pages/about' }),
  dynamicPages: () => http<DynamicPageSummary[]>({ path: '/pages/dynamic' }),
  dynamicPage: (slug: string) => http<DynamicPage>({ path: `/pages/dynamic/${key(slug)}` }),
  specialistCities: () => http<SpecialistCities>({ path: '/specialists/cities/' }),
  specialists: (city: string) => http<{ city: string; results: Specialist[] }>({ path: '/specialists/', query: { city } }),
  specialist: (id: string | number) => http<Specialist>({ path: `/specialists/${key(id)}/` }),
});
