import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './lib/i18n/routing';
import { aliasRedirect, pageForSlug, splitLocale } from './lib/i18n/slugs';
import { encodeQuerySegment, QUERY_MARKER, type Listing } from './lib/routing/query-segment';
import { DYNAMIC_PAGES, STATIC_ROUTES } from './lib/routing/route-kinds';
import { contentSecurityPolicy, hstsHeader } from './lib/security/headers';
import { BAD_PATH_BODY, badPathHeaders, isMalformedPath } from './lib/security/malformed-path.mjs';
import { createNonce, isNonce, NONCE_POLICY_HEADER, NONCE_REQUEST_HEADER, NONCE_SERVER_ENV } from './lib/security/nonce-header.mjs';

const intl = createMiddleware(routing);

/** The route folder a public path reaches: localized slugs (`/lucrari`) name their English folder. */
function internalSegments(path: string): string[] {
  const [first, ...rest] = path.split('/').filter(Boolean);
  return first === undefined ? [] : [pageForSlug(first) ?? first, ...rest];
}

/** The listing a path shows when its query string matters to the page (spec 3 pagination and tabs). */
function listingOf(segments: string[]): Listing | null {
  if (segments.length === 1 && segments[0] === 'blog') return 'blog';
  if (segments.length === 1 && segments[0] === 'works') return 'works';
  if (segments.length === 1 && segments[0] === 'search') return 'search';
  const [first] = segments;
  if (first !== undefined && segments.length <= 2 && !STATIC_ROUTES.has(first)) return 'category';
  return null;
}

function withSecurityHeaders(response: NextResponse, policy: string, policyHeader = 'Content-Security-Policy'): NextResponse {
  response.headers.set(policyHeader, policy);
  const hsts = hstsHeader({ NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL });
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

/**
 * The nonce server.mjs made for this request, which it also writes onto Next's scripts in the
 * HTML (cached pages included). Null without that server (`next dev`, plain `next start`): then
 * the header is whatever the client sent, and cached pages keep the nonce-less policy.
 */
function serverNonce(request: NextRequest): string | null {
  if (process.env[NONCE_SERVER_ENV] !== '1') return null;
  const nonce = request.headers.get(NONCE_REQUEST_HEADER);
  return isNonce(nonce) ? nonce : null;
}

/** Locale prefixes and localized slugs (spec 2), the cache key of query pages, and the page CSP. */
export default function proxy(request: NextRequest) {
  const development = process.env.NODE_ENV === 'development';
  const nonce = serverNonce(request);
  const policy = contentSecurityPolicy({ nonce: nonce ?? undefined, development });
  // Next copies the proxy's response headers onto the request it renders and reads a render's nonce
  // from its CSP header: the server's nonce travels under a header of our own (nonce-header.mjs).
  const policyHeader = nonce ? NONCE_POLICY_HEADER : 'Content-Security-Policy';
  // nextUrl normalizes the trailing slash away; the raw URL still shows it.
  const raw = new URL(request.url);
  // Issue 26: a path that does not decode (/%FF) names no page, and Next, matching it to
  // app/[locale] after this proxy, would answer a bare 500 (lib/security/malformed-path.mjs).
  // scripts/server.mjs answers it before Next; this covers next dev and plain next start.
  if (isMalformedPath(raw.pathname)) {
    return new NextResponse(BAD_PATH_BODY, { status: 400, headers: badPathHeaders({ NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL }) });
  }
  // Issue 29: Next names a page's Open Graph card by its route, default locale included
  // (`/ro/product/x/opengraph-image`); answer it there rather than send crawlers through a redirect.
  if (splitLocale(raw.pathname).prefixed && raw.pathname.endsWith('/opengraph-image')) {
    return withSecurityHeaders(NextResponse.next(), policy, policyHeader);
  }
  // Issue 29: a trailing slash, the /ro prefix and another language's slug, alone or together, are
  // one 308 to the final URL with the query kept; next-intl's own 307 for /ro is never reached.
  const final = aliasRedirect(raw.pathname);
  if (final) {
    raw.pathname = final;
    return withSecurityHeaders(NextResponse.redirect(raw, 308), policy, policyHeader);
  }
  const { pathname, searchParams } = request.nextUrl;

  const { locale, path } = splitLocale(pathname);
  const segments = internalSegments(path);
  const listing = listingOf(segments);
  const segment = listing ? encodeQuerySegment(listing, searchParams) : null;
  // A search with a query is a cached listing; without one (or with one too long to be a cache key)
  // the search page renders per request like the other pages below.
  if (!segment && DYNAMIC_PAGES.has(segments[0] ?? '')) {
    // Next reads the nonce from the request's CSP header and puts it on its own scripts.
    const pageNonce = nonce ?? createNonce();
    const pagePolicy = nonce ? policy : contentSecurityPolicy({ nonce: pageNonce, development });
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', pagePolicy);
    headers.set('x-nonce', pageNonce);
    return withSecurityHeaders(intl(new NextRequest(request, { headers })), pagePolicy);
  }

  // Never the request's CSP header here: a regeneration this request triggers would bake its nonce
  // into the cached page for everyone. server.mjs sends the policy and writes the nonce onto the
  // scripts of the cached HTML as it streams out.
  const response = withSecurityHeaders(intl(request), policy, policyHeader);
  if (response.headers.has('Location')) return response;
  const target = new URL(request.nextUrl);
  if (segments[0] === QUERY_MARKER) {
    target.pathname = `/${locale}/${QUERY_MARKER}`;
    response.headers.set('x-middleware-rewrite', target.toString());
    return response;
  }
  if (segment) {
    // The segments are still percent-encoded as they came; the base64url segment needs no escaping.
    target.pathname = `/${[locale, QUERY_MARKER, segment, ...segments].join('/')}`;
    response.headers.set('x-middleware-rewrite', target.toString());
  }
  return response;
}

export const config = {
  // Pages only: not the provider, the revalidation hook, Next's assets or files with an extension.
  matcher: ['/((?!backend|revalidate|_next|_vercel|.*\\..*).*)'],
};
