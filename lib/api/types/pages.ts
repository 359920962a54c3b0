import type { Paginated } from './catalog';

/** Spec 3 'Offer item': a banner with an image and a custom_link or call_request button. */
export interface OfferItem {
  id: number;
  title: string;
  description: string;
  image: { file: string | null; alt: string };
  button: { type: 'custom_link'; title: string; href: string } | { type: 'call_request'; title: string } | null;
}

export interface HomeItem {
  id: number;
  title: string;
  description: string;
  image: string | null;
  link: string | null;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface Achievements {
  title?: string;
  description?: string;
  items?: { value: string; label: string }[];
}

export interface Work {
  id: number;
  title: string;
  description: string;
  city: string;
  category: string;
  image: string | null;
  images: string[];
  completed_on: string | null;
}

export interface Promo {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  link: string;
  discount_percent: number | null;
  starts_on: string | null;
  ends_on: string | null;
}

export interface PromoDetail extends Promo {
  text: string;
}

export interface Partner {
  id: number;
  name: string;
  image: string | null;
  link: string | null;
}

export interface Review {
  id: number;
  author: string;
  city: string;
  text: string;
  rating: number;
}

export interface HomeCategory {
  id: number;
  title: string;
  description: string;
  image: string | null;
  link: string;
  calculator_id: number | null;
}

/** Spec 2 'Home page sections': every key present, empty (list or object) when there is no data. */
export interface HomeSections {
  faq: Faq[];
  advantages: HomeItem[];
  credit: HomeItem | Record<string, never>;
  how_order: HomeItem[];
  our_works: Work[];
  achievements: Achievements;
  equipament: HomeItem[];
  sale: Promo[];
  information_section: HomeItem | Record<string, never>;
  work_process: HomeItem[];
  other_services: HomeItem[];
  products_category: HomeCategory[];
  parteners: Partner[];
  reviews: Review[];
}

/** Spec 2 'Page-type to content path map': a page's own texts, SEO fields and localized slugs. */
export interface PageContent {
  page_type: string;
  slug: string;
  slugs: Record<string, string>;
  title: string;
  description: string;
  text: string;
  meta_title: string;
  meta_description: string;
  image: string | null;
  indexing: boolean;
}

export type DynamicPageSummary = Pick<DynamicPage, 'slug' | 'title' | 'indexing'>;

export interface DynamicPage {
  slug: string;
  title: string;
  description: string;
  text: string;
  image: string | null;
  indexing: boolean;
}

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  link: string;
  parent_category: { id: number; title: string } | null;
  published_at: string;
}

export interface ArticleDetail extends ArticleSummary {
  text: string;
  indexing: boolean;
}

export interface Tab {
  id: number;
  title: string;
}

export interface ArticlesAnswer extends Paginated<ArticleSummary> {
  tabs: Tab[];
}

export interface Branch {
  id: number;
  slug: string;
  title: string;
  city: string;
  address: string;
  working_hours: string;
  phones: string[];
  email: string | null;
  coordinates: { lat: number | null; lng: number | null };
  image: string | null;
  is_main: boolean;
}

export interface Dealer {
  id: number;
  name: string;
  city: string;
  address: string;
  phone: string | null;
  email: string | null;
}

export interface Vacancy {
  id: number;
  slug: string;
  title: string;
  city: string;
  schedule: string;
  salary: string;
  text: string;
}

export interface WorksAnswer extends PageContent, Paginated<Work> {
  tabs: { id: number; slug: string; title: string }[];
}

export interface WorkStep extends HomeItem {
  step: number;
}

export interface AboutPage extends PageContent {
  achievements: Achievements;
  advantages: HomeItem[];
  equipament: HomeItem[];
}

/** Spec 3 'Specialist (sample)'. Prices in euro cents. */
export interface Specialist {
  id: number;
  name: string;
  photo: string | null;
  city: string;
  city_key: string;
  specialty: string;
  rating: number;
  price: number;
  currency: 'EUR';
  checks: number;
  prices: { name: string; value: number }[];
  phones: { name: string; value: string }[];
  email: string | null;
}

export interface SpecialistCities {
  default: string;
  cities: { key: string; name: string }[];
}
