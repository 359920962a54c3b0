import { locales, type Locale } from '@/lib/i18n/locales';
import { alternatePaths } from '@/lib/i18n/slugs';

/** hreflang map of spec 2: every locale (with its localized slug) plus x-default, the default locale's URL. */
export function hreflangAlternates(path: string, overrides: Partial<Record<Locale, string>> = {}): Record<Locale | 'x-default', string> {
  const paths = { ...alternatePaths(path), ...overrides };
  return { ...(Object.fromEntries(locales.map((locale) => [locale, paths[locale]])) as Record<Locale, string>), 'x-default': paths.ro };
}
