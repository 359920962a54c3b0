import { int32 } from '../../validation/integer';
import { z } from '../../validation/zod';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 60;

/** `?page=&page_size=` of every paginated list: 1-based page, bounded size. */
export const paginationQuerySchema = z.object({
  page: int32({ min: 1, max: 100_000 }).default(1),
  page_size: int32({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
});

/** The spec's paginated list answer: `results` and `pages`, plus the total `count` and the current `page`. */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    pages: z.number().int(),
    page: z.number().int(),
    results: z.array(item),
  });

/**
 * The search-result texts of a page (spec 2 'Page-type to content path map': its SEO fields), the same
 * for a content page and a calculator page.
 */
export const seoFieldsSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
});

/** `{ "detail": "…" }`: every error but field errors, and some confirmations. */
export const detailMessageSchema = z.object({ detail: z.string() });

/** Spec 8: field errors `{ "field": ["message", …] }` with status 400. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** An answer with no fields of its own: a single banner or section that has no data answers `{}`. */
export const emptyObjectSchema = z.object({}).strict();

export const nameValueSchema = z.object({ name: z.string(), value: z.string() });

/**
 * When the content last changed (ISO timestamp), for the sitemap's `lastmod`. The bundled provider
 * always sends it; it is optional because spec 7's answers do not name it.
 */
export const updatedAtSchema = z.string().optional();
