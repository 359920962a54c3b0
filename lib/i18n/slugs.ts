import { defaultLocale, isLocale, type Locale } from './locales';

/** Spec 2 'Localized slug aliases': the first path segment of these pages, per locale. */
export const localizedSlugs = {
  contacts: { ro: 'contacte', en: 'contacts', ru: 'kontakty', it: 'contacts' },
  vacancies: { ro: 'posturi-vacante', en: 'vacancies', ru: 'vakansii', it: 'vacancies' },
  promos: { ro: 'promotii', en: 'promos', ru: 'aktsii', it: 'promos' },
  about: { ro: 'despre-noi', en: 'about', ru: 'o-nas', it: 'about' },
  cart: { ro: 'cos', en: 'cart', ru: 'korzina', it: 'cart' },
  works: { ro: 'lucrari', en: 'works', ru: 'raboty', it: 'works' },
} as const satisfies Record<string, Record<Locale, string>>;

export type LocalizedPage = keyof typeof localizedSlugs;

const pageBySlug = new Map<string, LocalizedPage>(
  Object.entries(localizedSlugs).flatMap(([page, slugs]) =>
    Object.values(slugs).map((slug) => [slug, page as LocalizedPage] as const),
  ),
);

/** Which localized page a first segment names in any language, if any. */
export function pageForSlug(segment: string): LocalizedPage | undefined {
  return pageBySlug.get(segment);
}

export function slugFor(page: LocalizedPage, locale: Locale): string {
  return localizedSlugs[page][locale];
}

/** Splits `/en/contacts/x` into the locale and the path without its prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`, prefixed: true };
  return { locale: defaultLocale, path: pathname || '/', prefixed: false };
}

/**
 * Spec 2: paths are prefixed unless the locale is the default. The proxy's and the provider's
 * address algebra (neither can load next-intl's navigation); links use getPathname.
 */
function prefixed(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Rewrites the first segment of a path to the locale's slug when it is a localized page. */
export function localizePath(path: string, locale: Locale): string {
  const [, first = '', ...rest] = path.split('/');
  const page = pageForSlug(first);
  if (!page) return path;
  return ['', slugFor(page, locale), ...rest].join('/');
}

/**
 * The one address of the page a pathname names: no trailing slash, no `/ro` prefix (spec 2: the
 * default locale has none) and the locale's own slug. Our reading of spec 2 (issue 2): a slug used
 * under the wrong locale is redirected to the locale's own slug.
 */
export function finalPathname(pathname: string): string {
  const { locale, path } = splitLocale(lowerLocalePrefix(pathname.replace(/\/+$/, '') || '/'));
  return prefixed(locale, localizePath(knownCategoryPath(path), locale));
}

/** Issue 42: `/EN/contacts` is `/en/contacts` (one 308, not next-intl's temporary 307). */
function lowerLocalePrefix(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const lower = first.toLowerCase();
  return lower !== first && isLocale(lower) ? ['', lower, ...rest].join('/') : pathname;
}

/**
 * Spec 2 'Known category paths' (`/category/windows`, `/category/doors` …) name a top category,
 * whose one address is `/{slug}` (issue 42: they answered 200 with a canonical elsewhere).
 */
function knownCategoryPath(path: string): string {
  const known = /^\/category\/([^/]+)$/.exec(path);
  return known ? `/${known[1]}` : path;
}

/**
 * Issue 29: every alias of a page (the `/ro` prefix, another language's slug, a trailing slash, or
 * any mix of them) is one permanent redirect straight to the final pathname; null when the path is
 * already final.
 */
export function aliasRedirect(pathname: string): string | null {
  const final = finalPathname(pathname);
  return final === pathname ? null : final;
}

const isUsableSlug = (slug: string | null | undefined): slug is string =>
  typeof slug === 'string' && slug.length > 0 && !/null|undefined/.test(slug);

/**
 * Spec 2 'Switching locale': a localized first segment is translated and a dynamic second segment
 * kept; a page with its own slug per language (an info page) goes to that slug; a slug holding
 * null or undefined is ignored and the switch goes to the same page in the new locale.
 */
export function switchLocalePath(
  pathname: string,
  target: Locale,
  alternates?: Partial<Record<Locale, string | null | undefined>>,
): string {
  const { path } = splitLocale(pathname);
  const alternate = alternates?.[target];
  if (isUsableSlug(alternate)) {
    // A full path (from an hreflang link) is used as it is; a bare slug replaces the last segment.
    if (alternate.startsWith('/')) return alternate;
    return prefixed(target, localizePath(path.replace(/[^/]+$/, alternate), target));
  }
  return prefixed(target, localizePath(path, target));
}
