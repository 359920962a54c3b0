import type { Http } from '../http';
import { z } from '../../validation/zod';
import { seoBranchSchema, seoContentSchema } from '../schemas/seo';

/** What the SEO layer reads: per-page SEO records and the branches for structured data. */
export const seoApi = (http: Http) => ({
  seoContent: (pageType: string) =>
    http(seoContentSchema, { path: '/pages/seo-content/detail/', query: { page_type: pageType } }),
  branches: () => http(z.array(seoBranchSchema), { path: '/branches' }),
});
