import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  articleDetailSchema,
  articleSummarySchema,
  branchSchema,
  dealerSchema,
  dynamicPageSchema,
  faqSchema,
  homeItemSchema,
  offerItemSchema,
  pageContentSchema,
  partnerSchema,
  promoDetailSchema,
  promoSchema,
  reviewSchema,
  vacancySchema,
  workSchema,
} from '../../../lib/api/schemas/pages';
import type { Locale } from '../../../lib/i18n/locales';
import type { Db } from '../../db/client';
import { pick } from '../../db/localized';
import {
  achievements,
  articles,
  articleTabs,
  banners,
  branches,
  dealers,
  dynamicPages,
  faqs,
  homeItems,
  pageContents,
  partners,
  promos,
  reviews,
  vacancies,
  works,
  type BannerKind,
  type HomeSection,
} from '../../db/schema';
import { sanitizeRichText } from '../rich-text';

/** Rich HTML is sanitized when stored and again when served, so a row edited by hand stays safe. */
const rich = (html: string) => sanitizeRichText(html);

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export function articleView(
  row: Row<typeof articles>,
  tab: Row<typeof articleTabs> | undefined,
  locale: Locale,
): z.output<typeof articleSummarySchema> {
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row.title, locale),
    description: pick(row.excerpt, locale),
    image: row.image,
    link: `/blog/${row.id}`,
    parent_category: tab ? { id: tab.id, title: pick(tab.title, locale) } : null,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const articleDetailView = (
  row: Row<typeof articles>,
  tab: Row<typeof articleTabs> | undefined,
  locale: Locale,
): z.output<typeof articleDetailSchema> => ({
  ...articleView(row, tab, locale),
  text: rich(pick(row.body, locale)),
  indexing: row.indexing,
});

export function promoView(row: Row<typeof promos>, locale: Locale): z.output<typeof promoSchema> {
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row.title, locale),
    description: pick(row.excerpt, locale),
    image: row.image,
    link: `/promos/${row.id}`,
    discount_percent: row.discountPercent,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    updated_at: row.updatedAt.toISOString(),
  };
}

export const promoDetailView = (
  row: Row<typeof promos>,
  locale: Locale,
): z.output<typeof promoDetailSchema> => ({
  ...promoView(row, locale),
  text: rich(pick(row.body, locale)),
});

/** Spec 3 'Offer item': id, title, description, image (file, alt) and a custom_link or call_request button. */
export function bannerView(
  row: Row<typeof banners>,
  locale: Locale,
): z.output<typeof offerItemSchema> {
  return {
    id: row.id,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    image: { file: row.image, alt: pick(row.imageAlt, locale) },
    button: row.buttonType
      ? row.buttonType === 'custom_link'
        ? { type: 'custom_link', title: pick(row.buttonTitle, locale), href: row.buttonHref ?? '/' }
        : { type: 'call_request', title: pick(row.buttonTitle, locale) }
      : null,
  };
}

export const homeItemView = (
  row: Row<typeof homeItems>,
  locale: Locale,
): z.output<typeof homeItemSchema> => ({
  id: row.id,
  title: pick(row.title, locale),
  description: pick(row.description, locale),
  image: row.image,
  link: row.link,
});

export const branchView = (
  row: Row<typeof branches>,
  locale: Locale,
): z.output<typeof branchSchema> => ({
  id: row.id,
  slug: row.slug,
  title: pick(row.title, locale),
  city: pick(row.city, locale),
  address: pick(row.address, locale),
  working_hours: pick(row.hours, locale),
  phones: row.phones,
  email: row.email,
  coordinates: { lat: row.latitude, lng: row.longitude },
  image: row.image,
  is_main: row.isMain,
  updated_at: row.updatedAt.toISOString(),
});

export const dealerView = (
  row: Row<typeof dealers>,
  locale: Locale,
): z.output<typeof dealerSchema> => ({
  id: row.id,
  name: row.name,
  city: pick(row.city, locale),
  address: pick(row.address, locale),
  phone: row.phone,
  email: row.email,
});

export const vacancyView = (
  row: Row<typeof vacancies>,
  locale: Locale,
): z.output<typeof vacancySchema> => ({
  id: row.id,
  slug: row.slug,
  title: pick(row.title, locale),
  city: pick(row.city, locale),
  schedule: pick(row.schedule, locale),
  salary: pick(row.salary, locale),
  text: rich(pick(row.body, locale)),
});

export const workView = (row: Row<typeof works>, locale: Locale): z.output<typeof workSchema> => ({
  id: row.id,
  title: pick(row.title, locale),
  description: pick(row.description, locale),
  city: pick(row.city, locale),
  category: row.categorySlug,
  image: row.images[0] ?? null,
  images: row.images,
  completed_on: row.completedOn,
});

export const faqView = (row: Row<typeof faqs>, locale: Locale): z.output<typeof faqSchema> => ({
  id: row.id,
  question: pick(row.question, locale),
  answer: pick(row.answer, locale),
});
export const partnerView = (row: Row<typeof partners>): z.output<typeof partnerSchema> => ({
  id: row.id,
  name: row.name,
  image: row.logo,
  link: row.url,
});
export const reviewView = (
  row: Row<typeof reviews>,
  locale: Locale,
): z.output<typeof reviewSchema> => ({
  id: row.id,
  author: row.author,
  city: pick(row.city, locale),
  text: pick(row.text, locale),
  rating: row.rating,
});

/**
 * `{}` when there is none. No declared return type: `reply` checks it in each answer, down to its
 * items, where a declared type would let an extra field of a mapped item pass.
 */
export function achievementsView(row: Row<typeof achievements> | undefined, locale: Locale) {
  if (!row) return {};
  return {
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    items: row.items.map((entry) => ({ value: entry.value, label: pick(entry.label, locale) })),
  };
}

/** Spec 2 'Page-type to content path map': the page's own texts, SEO fields and localized slugs. */
export function pageContentView(
  row: Row<typeof pageContents>,
  locale: Locale,
): z.output<typeof pageContentSchema> {
  return {
    page_type: row.pageType,
    slug: row.slug[locale] ?? row.slug.ro ?? '',
    slugs: row.slug,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    text: rich(pick(row.body, locale)),
    meta_title: pick(row.metaTitle, locale),
    meta_description: pick(row.metaDescription, locale),
    image: row.image,
    indexing: row.indexing,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Spec 7 GET /pages/dynamic/{slug}: a page of its own, by its one slug. */
export const dynamicPageView = (
  row: Row<typeof dynamicPages>,
  locale: Locale,
): z.output<typeof dynamicPageSchema> => ({
  slug: row.slug,
  title: pick(row.title, locale),
  description: pick(row.description, locale),
  text: rich(pick(row.body, locale)),
  image: row.image,
  indexing: row.indexing,
  updated_at: row.updatedAt.toISOString(),
});

export const loadHomeItems = (db: Db, section: HomeSection) =>
  db
    .select()
    .from(homeItems)
    .where(eq(homeItems.section, section))
    .orderBy(asc(homeItems.position), asc(homeItems.id));
export const loadBanners = (db: Db, kind: BannerKind) =>
  db
    .select()
    .from(banners)
    .where(eq(banners.kind, kind))
    .orderBy(asc(banners.position), asc(banners.id));
export const loadPromos = (db: Db) =>
  db.select().from(promos).orderBy(asc(promos.position), desc(promos.startsOn));
export const loadWorks = (db: Db) =>
  db.select().from(works).orderBy(asc(works.position), asc(works.id));
export const loadBranches = (db: Db) =>
  db.select().from(branches).orderBy(asc(branches.position), asc(branches.id));
export const loadDealers = (db: Db) =>
  db.select().from(dealers).orderBy(asc(dealers.position), asc(dealers.id));
export const loadVacancies = (db: Db) =>
  db
    .select()
    .from(vacancies)
    .where(eq(vacancies.active, true))
    .orderBy(asc(vacancies.position), asc(vacancies.id));
