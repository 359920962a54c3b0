import type { Http } from '../http';

/** What the SEO layer reads: per-page SEO records and the branches for structured data. */
export const seoApi = (http: Http) => ({
  seoContent: (pageType: string) =>
    http('seoContent', { path: '/pages/seo-content/detail/', query: { page_type: pageType } }),
  branches: () => http('seoBranchList', { path: '/branches' }),
});
