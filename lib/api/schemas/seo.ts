import { z } from '../../validation/zod';
import { seoFieldsSchema } from './common';
import { branchSchema, pageContentSchema } from './pages';

/**
 * GET /pages/seo-content/detail/?page_type=… (spec 7): of the page's content, the SEO fields marketing
 * staff edit per page type.
 */
export const seoContentSchema = pageContentSchema
  .pick({
    page_type: true,
    title: true,
    description: true,
    image: true,
    indexing: true,
    updated_at: true,
  })
  .extend({
    /** Search-result texts; when empty the page's title and description serve. */
    meta_title: seoFieldsSchema.shape.meta_title.nullish(),
    meta_description: seoFieldsSchema.shape.meta_description.nullish(),
  });

/** The page type whose SEO content GET /pages/seo-content/detail/ reads. */
export const seoContentQuerySchema = z.object({
  page_type: z.string().trim().min(1, 'required').max(50, 'max_length'),
});

/** The fields of GET /branches the Organization JSON-LD needs (each branch is a LocalBusiness). */
export const seoBranchSchema = branchSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    city: true,
    address: true,
    phones: true,
    email: true,
    updated_at: true,
  })
  .extend({ coordinates: branchSchema.shape.coordinates.nullable() });
