import type { Http } from '../http';
import type { SeoContentQuery } from '../types/seo';

/** What the SEO layer reads: per-page SEO records and the branches for structured data. */
export const seoApi = (http: Http) => ({
  seoContent: (pageType: string) =>
    http('seoContent', {
      path: '/pages/seo-content/detail/',
      query: { page_type: pageType } satisfies SeoContentQuery,
    }),
  branches: () => http('seoBranchList', { path: '/branches' }),
});
