import type { Http } from '../http';
import { z } from '../../validation/zod';
import {
  aboutPageSchema,
  articleDetailSchema,
  articlesAnswerSchema,
  branchSchema,
  contactsPageSchema,
  dealersPageSchema,
  dynamicPageSchema,
  dynamicPageSummarySchema,
  homeSectionsSchema,
  offerItemSchema,
  promoDetailSchema,
  promosPageSchema,
  singleBannerSchema,
  specialistCitiesSchema,
  specialistSchema,
  specialistsAnswerSchema,
  tabSchema,
  vacanciesPageSchema,
  worksAnswerSchema,
  workStepSchema,
} from '../schemas/pages';

const key = (value: string | number) => encodeURIComponent(String(value));

/** The storefront pages' content calls of spec 7 (typed home sections, page paths, lists, banners, specialists). */
export const pagesApi = (http: Http) => ({
  home: () => http(homeSectionsSchema, { path: '/pages/home-page/' }),
  heroBanners: () => http(z.array(offerItemSchema), { path: '/banners/hero-screen' }),
  /** Single banners answer `{}` when there is none. */
  offerBanner: () => http(singleBannerSchema, { path: '/banners/offer' }),
  discountBanner: () => http(singleBannerSchema, { path: '/banners/discount' }),
  serviceBanners: () => http(z.array(offerItemSchema), { path: '/banners/service' }),
  cooperationBanners: () => http(z.array(offerItemSchema), { path: '/banners/cooperation/' }),
  articles: (
    query: { page?: number; parent_category?: number; search?: string; page_size?: number } = {},
  ) =>
    http(articlesAnswerSchema, {
      path: '/articles/items',
      query: { ...query, parent_category: query.parent_category || undefined },
    }),
  article: (id: string | number) =>
    http(articleDetailSchema, { path: `/articles/items/${key(id)}` }),
  tabs: () => http(z.array(tabSchema), { path: '/tabs' }),
  promosPage: () => http(promosPageSchema, { path: '/pages/promo-page' }),
  promo: (id: string | number) => http(promoDetailSchema, { path: `/promos/${key(id)}` }),
  contactsPage: () => http(contactsPageSchema, { path: '/pages/contacts' }),
  branch: (slug: string | number) => http(branchSchema, { path: `/branches/${key(slug)}` }),
  dealersPage: () => http(dealersPageSchema, { path: '/dealers/template' }),
  vacanciesPage: () => http(vacanciesPageSchema, { path: '/pages/vacancies' }),
  worksPage: (query: { page?: number; category?: string } = {}) =>
    http(worksAnswerSchema, { path: '/pages/our-works', query: { ...query } }),
  worksProcess: () => http(z.array(workStepSchema), { path: '/works/works_process' }),
  about: () => http(aboutPageSchema, { path: '/pages/about' }),
  dynamicPages: () => http(z.array(dynamicPageSummarySchema), { path: '/pages/dynamic' }),
  dynamicPage: (slug: string) => http(dynamicPageSchema, { path: `/pages/dynamic/${key(slug)}` }),
  specialistCities: () => http(specialistCitiesSchema, { path: '/specialists/cities/' }),
  specialists: (city: string) =>
    http(specialistsAnswerSchema, { path: '/specialists/', query: { city } }),
  specialist: (id: string | number) => http(specialistSchema, { path: `/specialists/${key(id)}/` }),
});
