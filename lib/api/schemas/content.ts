import { z } from '../../validation/zod';
import { locales } from '../../i18n/locales';
import { updatedAtSchema } from './common';
import { homeSectionsSchema, pageContentSchema } from './pages';

export const availableLanguageSchema = z.object({
  code: z.enum(locales),
  name: z.string(),
});

/** GET /pages/home-page/ read for its languages; the sections are typed by pages.ts's homeSectionsSchema. */
export const homePageSchema = z.object({
  default_language: z.object({ code: z.enum(locales) }),
  available_languages: z.array(availableLanguageSchema),
  faq: z.array(z.unknown()),
  advantages: z.array(z.unknown()),
  credit: z.record(z.string(), z.unknown()),
  how_order: z.array(z.unknown()),
  our_works: z.array(z.unknown()),
  achievements: z.record(z.string(), z.unknown()),
  equipament: z.array(z.unknown()),
  sale: z.array(z.unknown()),
  information_section: z.record(z.string(), z.unknown()),
  work_process: z.array(z.unknown()),
  other_services: z.array(z.unknown()),
  products_category: z.array(z.unknown()),
  parteners: z.array(z.unknown()),
  reviews: z.array(z.unknown()),
});

/** GET /pages/home-page/ in full, as the provider documents it: the languages and every typed section. */
export const homePageAnswerSchema = homeSectionsSchema.extend({
  default_language: homePageSchema.shape.default_language,
  available_languages: homePageSchema.shape.available_languages,
});

/** GET /pages/home-page/{link} (spec 2, page type index): the home page with the page's own content. */
export const homePageWithContentSchema = homePageAnswerSchema.extend({ page: pageContentSchema });

export const menuLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  href: z.string(),
});

export const navSubitemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  parent_category_slug: z.string(),
  category_slug: z.string(),
  updated_at: updatedAtSchema,
});

export const navCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  parent_category_slug: z.string().nullable(),
  dynamic_page_slug: z.string().nullable(),
  calculator_id: z.number().int().nullable(),
  banner: z.object({ image: z.string(), href: z.string() }).nullable(),
  /**
   * Mega-menu columns (spec 2): one per subcategory; show `visible_count` links, the rest behind
   * 'show all'. The bundled provider sends only the first links and `items_count`, and at most a few
   * columns of `additions_count`.
   */
  additions: z.array(
    z.object({
      title: z.string(),
      category_slug: z.string().optional(),
      link: z.string().optional(),
      visible_count: z.number().int().optional(),
      items_count: z.number().int().optional(),
      items: z.array(z.object({ title: z.string(), category_slug: z.string(), link: z.string() })),
    }),
  ),
  additions_count: z.number().int().optional(),
  subitems: z.array(navSubitemSchema),
  updated_at: updatedAtSchema,
});

export const footerColumnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  pages: z.array(z.object({ slug: z.string().nullable(), name: z.string() })),
});

export const infoPageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
});

export const infoPageSchema = z.object({
  slug: z.string(),
  slugs: z.record(z.string(), z.string()),
  title: z.string(),
  body: z.string(),
  indexing: z.boolean(),
  updated_at: updatedAtSchema,
});

/** GET /pages/info-page/detail/?slug=: an info page by any of its localized slugs. */
export const infoPageQuerySchema = z.object({
  slug: z.string().trim().min(1, 'required').max(200, 'max_length'),
});
