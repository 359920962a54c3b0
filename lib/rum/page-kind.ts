import type { RumPageKind } from '../api/schemas/rum';
import { isLocale } from '../i18n/locales';
import { pageForSlug } from '../i18n/slugs';
import { STATIC_ROUTES } from '../routing/route-kinds';

/**
 * The page kind of a public path, for the real-user figures (issue 40): the first segment after the
 * language names the page (localized slugs included); any other one or two segments are a category,
 * as proxy.ts routes them.
 */
export function rumPageKind(pathname: string): RumPageKind {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] && isLocale(segments[0])) segments.shift();
  const [first] = segments;
  if (first === undefined) return 'home';
  const page = pageForSlug(first) ?? first;
  if (page === 'cart') return 'cart';
  if (page === 'product') return 'product';
  if (page === 'calculators') return 'configurator';
  if (page === 'search') return 'search';
  if (STATIC_ROUTES.has(page) || pageForSlug(first)) return 'content';
  return 'category';
}
