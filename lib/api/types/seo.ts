import type { z } from '../../validation/zod';
import type { seoBranchSchema, seoContentSchema } from '../schemas/seo';

export type SeoContent = z.infer<typeof seoContentSchema>;
export type SeoBranch = z.infer<typeof seoBranchSchema>;
