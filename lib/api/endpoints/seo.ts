import type { Http } from '../http';
import type { SeoContent } from '../types/seo';

export const seoApi = (http: Http) => ({
  seoContent: (pageType: string) => http<SeoContent>({ path: '/pages/seo-content/detail/', query: { page_type: pageType } }),
});
