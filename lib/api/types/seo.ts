/** GET /pages/seo-content/detail/?page_type=… (spec 7): the SEO fields marketing staff edit per page type. */
export interface SeoContent {
  page_type: string;
  title: string;
  description: string;
  image: string | null;
  indexing: boolean;
}
