import { int32 } from '../../validation/integer';
import { z } from '../../validation/zod';
import {
  emptyObjectSchema,
  paginatedSchema,
  paginationQuerySchema,
  seoFieldsSchema,
  updatedAtSchema,
} from './common';

/** Spec 3 'Offer item': a banner with an image and a custom_link or call_request button. */
export const offerItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.object({ file: z.string().nullable(), alt: z.string() }),
  button: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('custom_link'), title: z.string(), href: z.string() }),
      z.object({ type: z.literal('call_request'), title: z.string() }),
    ])
    .nullable(),
});

/** Single banners answer `{}` when there is none. */
export const singleBannerSchema = z.union([offerItemSchema, emptyObjectSchema]);

export const homeItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});

export const achievementsSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  items: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});

export const workSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  completed_on: z.string().nullable(),
});

export const promoSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  discount_percent: z.number().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  updated_at: updatedAtSchema,
});

export const promoDetailSchema = promoSchema.extend({ text: z.string() });

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  city: z.string(),
  text: z.string(),
  rating: z.number(),
});

export const homeCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  calculator_id: z.number().int().nullable(),
});

/** Spec 2 'Home page sections': every key present, empty (list or object) when there is no data. */
export const homeSectionsSchema = z.object({
  faq: z.array(faqSchema),
  advantages: z.array(homeItemSchema),
  credit: z.union([homeItemSchema, emptyObjectSchema]),
  how_order: z.array(homeItemSchema),
  our_works: z.array(workSchema),
  achievements: achievementsSchema,
  equipament: z.array(homeItemSchema),
  sale: z.array(promoSchema),
  information_section: z.union([homeItemSchema, emptyObjectSchema]),
  work_process: z.array(homeItemSchema),
  other_services: z.array(homeItemSchema),
  products_category: z.array(homeCategorySchema),
  parteners: z.array(partnerSchema),
  reviews: z.array(reviewSchema),
});

/** Spec 2 'Page-type to content path map': a page's own texts, SEO fields and localized slugs. */
export const pageContentSchema = z.object({
  page_type: z.string(),
  slug: z.string(),
  slugs: z.record(z.string(), z.string()),
  title: z.string(),
  description: z.string(),
  text: z.string(),
  ...seoFieldsSchema.shape,
  image: z.string().nullable(),
  indexing: z.boolean(),
  updated_at: updatedAtSchema,
});

export const dynamicPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  indexing: z.boolean(),
  updated_at: updatedAtSchema,
});

/**
 * GET /pages/{slug} (spec 7): a static page by any of its localized slugs or its type, else a dynamic
 * page, which says so by its page_type.
 */
export const pageBySlugSchema = z.union([
  pageContentSchema,
  dynamicPageSchema.extend({ page_type: z.literal('dynamic') }),
]);

export const dynamicPageSummarySchema = dynamicPageSchema.pick({
  slug: true,
  title: true,
  indexing: true,
  updated_at: true,
});

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  parent_category: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  published_at: z.string(),
  updated_at: updatedAtSchema,
});

export const articleDetailSchema = articleSummarySchema.extend({
  text: z.string(),
  indexing: z.boolean(),
});

export const tabSchema = z.object({
  id: z.number().int(),
  title: z.string(),
});

export const articlesAnswerSchema = paginatedSchema(articleSummarySchema).extend({
  tabs: z.array(tabSchema),
});

/** GET /articles/items?page=&page_size=&parent_category=&search= (tab 0: every article). */
export const articlesQuerySchema = paginationQuerySchema.extend({
  parent_category: int32({ min: 0 }).optional(),
  search: z.string().trim().max(100, 'max_length').optional(),
});

export const branchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  city: z.string(),
  address: z.string(),
  working_hours: z.string(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  coordinates: z.object({ lat: z.number().nullable(), lng: z.number().nullable() }),
  image: z.string().nullable(),
  is_main: z.boolean(),
  updated_at: updatedAtSchema,
});

export const dealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const vacancySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  city: z.string(),
  schedule: z.string(),
  salary: z.string(),
  text: z.string(),
});

/** GET /works/our-works-content (spec 7): one page of works and the category tabs that have works. */
export const worksContentSchema = paginatedSchema(workSchema).extend({
  tabs: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
});

export const worksAnswerSchema = pageContentSchema.extend(worksContentSchema.shape);

/** `?page=&page_size=&category=` of the works lists (the works page and the works content). */
export const worksQuerySchema = paginationQuerySchema.extend({
  category: z.string().trim().max(100, 'max_length').optional(),
});

export const workStepSchema = homeItemSchema.extend({ step: z.number().int() });

export const aboutPageSchema = pageContentSchema.extend({
  achievements: achievementsSchema,
  advantages: z.array(homeItemSchema),
  equipament: z.array(homeItemSchema),
});

/** Spec 3 'Specialist (sample)'. Prices in euro cents. */
export const specialistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  city: z.string(),
  city_key: z.string(),
  specialty: z.string(),
  rating: z.number(),
  price: z.number().int(),
  currency: z.literal('EUR'),
  checks: z.number().int(),
  prices: z.array(z.object({ name: z.string(), value: z.number().int() })),
  phones: z.array(z.object({ name: z.string(), value: z.string() })),
  email: z.string().nullable(),
});

export const specialistCitiesSchema = z.object({
  default: z.string(),
  cities: z.array(z.object({ key: z.string(), name: z.string() })),
});

export const specialistsAnswerSchema = z.object({
  city: z.string(),
  results: z.array(specialistSchema),
});

/** The city whose specialists a list without `?city=` shows: Chișinău. */
export const DEFAULT_SPECIALIST_CITY = 'chisinau';

/** GET /specialists/?city={key}. */
export const specialistsQuerySchema = z.object({
  city: z.string().trim().min(1, 'required').max(50, 'max_length').default(DEFAULT_SPECIALIST_CITY),
});

export const promosPageSchema = pageContentSchema.extend({ promos: z.array(promoSchema) });
export const contactsPageSchema = pageContentSchema.extend({ branches: z.array(branchSchema) });
export const dealersPageSchema = pageContentSchema.extend({ dealers: z.array(dealerSchema) });
export const vacanciesPageSchema = pageContentSchema.extend({ vacancies: z.array(vacancySchema) });
