import { z } from '../../validation/zod';

/** GET /pages/seo-content/detail/?page_type=… (spec 7): the SEO fields marketing staff edit per page type. */
export const seoContentSchema = z.object({
  page_type: z.string(),
  title: z.string(),
  description: z.string(),
  /** Search-result texts; when empty the page's title and description serve. */
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
  image: z.string().nullable(),
  indexing: z.boolean(),
});

/** The fields of GET /branches the Organization JSON-LD needs (each branch is a LocalBusiness). */
export const seoBranchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  city: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  coordinates: z.object({ lat: z.number().nullable(), lng: z.number().nullable() }).nullable(),
});
