import type { z } from '../../validation/zod';
import type { seoBranchSchema, seoContentQuerySchema, seoContentSchema } from '../schemas/seo';

export type SeoContent = z.infer<typeof seoContentSchema>;
export type SeoBranch = z.infer<typeof seoBranchSchema>;
export type SeoContentQuery = z.input<typeof seoContentQuerySchema>;
