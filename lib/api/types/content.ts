import type { Locale } from '../../i18n/locales';

export interface AvailableLanguage {
  code: Locale;
  name: string;
}

export interface HomePage {
  default_language: { code: Locale };
  available_languages: AvailableLanguage[];
  faq: unknown[];
  advantages: unknown[];
  credit: Record<string, unknown>;
  how_order: unknown[];
  our_works: unknown[];
  achievements: Record<string, unknown>;
  equipament: unknown[];
  sale: unknown[];
  information_section: Record<string, unknown>;
  work_process: unknown[];
  other_services: unknown[];
  products_category: unknown[];
  parteners: unknown[];
  reviews: unknown[];
}

export interface MenuLink {
  id: number;
  title: string;
  href: string;
}

export interface NavSubitem {
  id: number;
  title: string;
  link: string;
  parent_category_slug: string;
  category_slug: string;
}

export interface NavCategory {
  id: number;
  title: string;
  link: string;
  parent_category_slug: string | null;
  dynamic_page_slug: string | null;
  calculator_id: number | null;
  banner: { image: string; href: string } | null;
  /**
   * Mega-menu columns (spec 2): one per subcategory; show `visible_count` links, the rest behind
   * 'show all'. The bundled provider sends only the first links and `items_count`, and at most a few
   * columns of `additions_count`.
   */
  additions: {
    title: string;
    category_slug?: string;
    link?: string;
    visible_count?: number;
    items_count?: number;
    items: { title: string; category_slug: string; link: string }[];
  }[];
  additions_count?: number;
  subitems: NavSubitem[];
}

export interface FooterColumn {
  id: number;
  name: string;
  order: number;
  pages: { slug: string | null; name: string }[];
}

export interface InfoPageSummary {
  slug: string;
  title: string;
}

export interface InfoPage {
  slug: string;
  slugs: Record<string, string>;
  title: string;
  body: string;
  indexing: boolean;
}
