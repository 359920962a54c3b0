import type { Http } from '../http';
import type { SeoBranch, SeoContent } from '../types/seo';

/** What the SEO layer reads: per-page SEO records and the branches for structured data. */
export const seoApi = (http: Http) => ({
  seoContent: (pageType: string) => http<SeoContent>({ path: '/pages/seo-content/detail/', query: { page_type: pageType } }),
  branches: () => http<SeoBranch[]>({ path: '/branches' }),
});
