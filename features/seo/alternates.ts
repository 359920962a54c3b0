import { locales, type Locale } from '@/lib/i18n/locales';
import { alternatePaths } from '@/lib/i18n/navigation';

/** hreflang map of spec 2: every locale (with its localized slug) plus x-default, the default locale's URL. */
export function hreflangAlternates(
  path: string,
  overrides: Partial<Record<Locale, string>> = {},
): Record<Locale | 'x-default', string> {
  const paths = { ...alternatePaths(path), ...overrides };
  return {
    ...(Object.fromEntries(locales.map((locale) => [locale, paths[locale]])) as Record<
      Locale,
      string
    >),
    'x-default': paths.ro,
  };
}

/**
 * Where a page of a list stands (issue 29): each page, tab and category of a list is a page of its
 * own, with its own canonical and title. `query` holds the list's other state (a blog tab, a works
 * category) in the order its links write it; `label` names that state in the title.
 */
export interface ListPosition {
  page: number;
  query?: Record<string, string | undefined>;
  label?: string;
}

/** The query string of a list position as its pagination links write it: state first, then `page` (page 1 has none). */
export function listSearch(position: ListPosition | undefined): string {
  if (!position) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(position.query ?? {}))
    if (value) params.set(key, value);
  if (position.page > 1) params.set('page', String(position.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
