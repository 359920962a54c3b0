import { type Locale } from '../i18n/locales';
import { finalPathname, pageForSlug, splitLocale } from '../i18n/slugs';
import { STATIC_ROUTES } from './route-kinds';

/**
 * What the proxy needs to know of the content to answer an alias itself: null when it cannot tell
 * (the provider unreachable), and the page then answers as before.
 */
export interface ContentLookup {
  /** A subcategory's own path (`/windows/pvc-windows`) by its slug; undefined for any other slug. */
  subcategoryPath(slug: string): Promise<string | undefined | null>;
  /** An info page's slug in `locale` by any of its slugs; undefined when no page has that slug. */
  infoSlug(locale: Locale, slug: string): Promise<string | undefined | null>;
}

/**
 * Issue 42 'Twice the Location': the aliases only the content knows, an info page under another
 * language's slug (`/en/info/politica-de-confidentialitate`) and a subcategory asked as `/{slug}`
 * (`/it/automation`), are one 308 from the proxy, before any page renders (a page's own redirect
 * carried its Location header twice on its first, uncached render). `pathname` is already final as
 * far as the path alone tells (lib/i18n/slugs.ts finalPathname). Null: not such an alias, or unknown.
 */
export async function contentRedirect(
  pathname: string,
  lookup: ContentLookup,
): Promise<string | null> {
  const { locale, path } = splitLocale(pathname);
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 2 && segments[0] === 'info') {
    const slug = decodeSegment(segments[1]!);
    const own = slug === null ? null : await lookup.infoSlug(locale, slug);
    return own && own !== slug ? finalPathname(`/${locale}/info/${encodeURIComponent(own)}`) : null;
  }
  if (segments.length === 1) {
    const [first] = segments as [string];
    if (STATIC_ROUTES.has(first) || pageForSlug(first)) return null;
    const slug = decodeSegment(first);
    const own = slug === null ? null : await lookup.subcategoryPath(slug);
    return own ? finalPathname(`/${locale}${own}`) : null;
  }
  return null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
