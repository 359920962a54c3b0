/** GET /pages/seo-content/detail/?page_type=… (spec 7): the SEO fields marketing staff edit per page type. */
export interface SeoContent {
  page_type: string;
  title: string;
  description: string;
  /** Search-result texts; when empty the page's title and description serve. */
  meta_title?: string | null;
  meta_description?: string | null;
  image: string | null;
  indexing: boolean;
}

/** The fields of GET /branches the Organization JSON-LD needs (each branch is a LocalBusiness). */
export interface SeoBranch {
  id: number;
  slug: string;
  title: string;
  city: string;
  address: string;
  phones: string[];
  email: string | null;
  coordinates: { lat: number | null; lng: number | null } | null;
}
