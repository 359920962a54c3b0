import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './lib/i18n/routing';
import { aliasRedirect, pageForSlug, splitLocale } from './lib/i18n/slugs';
import { contentLookup } from './lib/routing/content-lookup';
import { contentRedirect } from './lib/routing/content-redirect';
import { encodeQuerySegment, QUERY_MARKER, type Listing } from './lib/routing/query-segment';
import { DYNAMIC_PAGES, STATIC_ROUTES } from './lib/routing/route-kinds';
import { contentSecurityPolicy, createNonce, hstsHeader } from './lib/security/headers';
import { BAD_PATH_BODY, badPathHeaders, isMalformedPath } from './lib/security/malformed-path';

const intl = createMiddleware(routing);

/** What the first matcher below leaves out: the provider's mount, the framework's and public/'s files. */
const OUTSIDE_PAGES =
  /^\/(?:(?:backend|revalidate|_next|_vercel)(?:\/|$)|images\/|fonts\/|(?:favicon\.ico|robots\.txt|sitemap\.xml)$|sitemaps\/)/;
const isOutsidePages = (pathname: string) => OUTSIDE_PAGES.test(pathname);

/** The route folder a public path reaches: localized slugs (`/lucrari`) name their English folder. */
function internalSegments(path: string): string[] {
  const [first, ...rest] = path.split('/').filter(Boolean);
  return first === undefined ? [] : [pageForSlug(first) ?? first, ...rest];
}

/**
 * The cached listing a path shows when its query string matters to the page (spec 3 pagination and
 * tabs). Not the search: it echoes the visitor's query, so it renders per request (DYNAMIC_PAGES).
 */
function listingOf(segments: string[]): Listing | null {
  if (segments.length === 1 && segments[0] === 'blog') return 'blog';
  if (segments.length === 1 && segments[0] === 'works') return 'works';
  const [first] = segments;
  if (first !== undefined && segments.length <= 2 && !STATIC_ROUTES.has(first)) return 'category';
  return null;
}

/** The locale and slug of an info page's path (`/en/info/privacy-policy`), if it is one. */
function infoPageOf(pathname: string): { locale: string; slug: string } | null {
  const { locale, path } = splitLocale(pathname);
  const slug = /^\/info\/([^/]+)$/.exec(path)?.[1];
  return slug ? { locale, slug } : null;
}

/** HSTS (on https in production), and the nonce policy of a dynamic page over next.config's static one. */
function withSecurityHeaders(response: NextResponse, policy?: string): NextResponse {
  if (policy) response.headers.set('Content-Security-Policy', policy);
  const hsts = hstsHeader({ NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL });
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

/** The request without a CSP header a client sent (a cached page's render must not read one). */
function withoutRequestPolicy(request: NextRequest): NextRequest {
  if (
    !request.headers.has('content-security-policy') &&
    !request.headers.has('content-security-policy-report-only')
  )
    return request;
  const headers = new Headers(request.headers);
  headers.delete('content-security-policy');
  headers.delete('content-security-policy-report-only');
  return new NextRequest(request, { headers });
}

/**
 * Locale prefixes and localized slugs (spec 2), the cache key of query pages, the page CSP of each
 * class of page (lib/security/headers.ts), and the 400 of a path that does not decode.
 */
export default async function proxy(request: NextRequest) {
  const development = process.env.NODE_ENV === 'development';
  // nextUrl normalizes the trailing slash away; the raw URL still shows it.
  const raw = new URL(request.url);
  // Issue 26: a path that does not decode (/%FF, /backend/%FF) names nothing, and Next, matching it
  // to app/[locale] or app/backend after this proxy, would answer a bare 500
  // (lib/security/malformed-path.ts).
  const env = { NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL };
  if (isMalformedPath(raw.pathname)) {
    return new NextResponse(BAD_PATH_BODY, { status: 400, headers: badPathHeaders(env) });
  }
  // The provider's paths, and Next's and public/'s files, reach the proxy only when they hold a
  // percent sign (config.matcher below), to be checked above; they are no page.
  if (isOutsidePages(raw.pathname)) return NextResponse.next();
  // Issue 29: Next names a page's Open Graph card by its route, default locale included
  // (`/ro/product/x/opengraph-image/card`); answer it there rather than send crawlers through a redirect.
  if (splitLocale(raw.pathname).prefixed && /\/opengraph-image(?:\/[^/]+)?$/.test(raw.pathname)) {
    return withSecurityHeaders(NextResponse.next());
  }
  // Issue 29: a trailing slash, the /ro prefix and another language's slug, alone or together, are
  // one 308 to the final URL with the query kept; next-intl's own 307 for /ro is never reached.
  const final = aliasRedirect(raw.pathname);
  // Issue 42: the aliases only the content knows (another language's slug of an info page, a
  // subcategory asked as `/{slug}`) are one 308 from here too, with one Location header: the pages'
  // own redirects carried it twice on their first, uncached render (docs/adr).
  const content = await contentRedirect(final ?? raw.pathname, contentLookup);
  if (content) {
    raw.pathname = content;
    return withSecurityHeaders(NextResponse.redirect(raw, 308));
  }
  // An info page's slug is content (each language has its own): only the page knows where another
  // language's slug leads, so an alias of one goes to the route that redirects once, straight there.
  const info = final ? infoPageOf(final) : null;
  if (info) {
    const target = new URL(request.nextUrl);
    target.pathname = `/${info.locale}/${QUERY_MARKER}/info/${info.slug}`;
    return withSecurityHeaders(NextResponse.rewrite(target));
  }
  if (final) {
    raw.pathname = final;
    return withSecurityHeaders(NextResponse.redirect(raw, 308));
  }
  const { pathname, searchParams } = request.nextUrl;

  const { locale, path } = splitLocale(pathname);
  const segments = internalSegments(path);
  const listing = listingOf(segments);
  const segment = listing ? encodeQuerySegment(listing, searchParams) : null;
  // Pages that show a visitor's data or input render per request, under a nonce of their own.
  if (DYNAMIC_PAGES.has(segments[0] ?? '')) {
    // Next reads the nonce from the request's CSP header and puts it on its own scripts.
    const pageNonce = createNonce();
    const pagePolicy = contentSecurityPolicy({ nonce: pageNonce, development });
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', pagePolicy);
    headers.set('x-nonce', pageNonce);
    return withSecurityHeaders(intl(new NextRequest(request, { headers })), pagePolicy);
  }

  // Cached public pages keep the static policy of next.config.ts, the same for everyone. Never a CSP
  // header of the request here: Next takes a render's nonce from it, and a regeneration this request
  // triggers would bake a nonce the client chose into the cached page for everyone.
  const response = withSecurityHeaders(intl(withoutRequestPolicy(request)));
  if (response.headers.has('Location')) return response;
  const target = new URL(request.nextUrl);
  if (segments[0] === QUERY_MARKER) {
    target.pathname = `/${locale}/${QUERY_MARKER}`;
    return rewriteAs(response, target);
  }
  if (segment) {
    // The segments are still percent-encoded as they came; the base64url segment needs no escaping.
    target.pathname = `/${[locale, QUERY_MARKER, segment, ...segments].join('/')}`;
    return rewriteAs(response, target);
  }
  return response;
}

/** next-intl's answer (its headers, cookies and status) rewritten to another page than the one it chose. */
const rewriteAs = (response: NextResponse, target: URL) =>
  NextResponse.rewrite(target, { headers: response.headers, status: response.status });

export const config = {
  matcher: [
    // Pages: not the provider, the revalidation hook, Next's assets, public/'s folders and files, and
    // the sitemap and robots routes. Other paths with an extension (`/x.php`) are no page either, but
    // they get the 404 page in the shop's language like any unknown path (issue 29), so they come
    // here, as do paths that only begin like those (`/backendx`, `/revalidatex`).
    '/((?!(?:backend|revalidate|_next|_vercel)(?:/|$)|images/|fonts/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|sitemaps/).*)',
    // Those paths only when they hold a percent-escape, which may not decode (issues 26 and 41).
    // Never the others: the proxy would buffer a request's body (a CV upload) before passing it on.
    '/:path(.*%.*)',
  ],
};
