import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './lib/i18n/routing';
import { pageForSlug, splitLocale, wrongLocaleSlugRedirect } from './lib/i18n/slugs';
import { encodeQuerySegment, QUERY_MARKER, type Listing } from './lib/routing/query-segment';
import { DYNAMIC_PAGES, STATIC_ROUTES } from './lib/routing/route-kinds';
import { contentSecurityPolicy, createNonce, hstsHeader } from './lib/security/headers';

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
  const [first] = segments;
  if (first !== undefined && segments.length <= 2 && !STATIC_ROUTES.has(first)) return 'category';
  return null;
}

function withSecurityHeaders(response: NextResponse, policy: string): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  const hsts = hstsHeader({ NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL });
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

/** Locale prefixes and localized slugs (spec 2), the cache key of query pages, and the page CSP. */
export default function proxy(request: NextRequest) {
  const development = process.env.NODE_ENV === 'development';
  // nextUrl normalizes the trailing slash away; the raw URL still shows it.
  const raw = new URL(request.url);
  if (raw.pathname.length > 1 && raw.pathname.endsWith('/')) {
    raw.pathname = raw.pathname.replace(/\/+$/, '') || '/';
    return withSecurityHeaders(NextResponse.redirect(raw, 308), contentSecurityPolicy({ development }));
  }
  const { pathname, searchParams } = request.nextUrl;
  const corrected = wrongLocaleSlugRedirect(pathname);
  if (corrected) {
    const url = request.nextUrl.clone();
    url.pathname = corrected;
    return withSecurityHeaders(NextResponse.redirect(url, 308), contentSecurityPolicy({ development }));
  }

  const { locale, path } = splitLocale(pathname);
  const segments = internalSegments(path);
  if (DYNAMIC_PAGES.has(segments[0] ?? '')) {
    // Next reads the nonce from the request's CSP header and puts it on its own scripts.
    const nonce = createNonce();
    const policy = contentSecurityPolicy({ nonce, development });
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', policy);
    headers.set('x-nonce', nonce);
    return withSecurityHeaders(intl(new NextRequest(request, { headers })), policy);
  }

  const response = withSecurityHeaders(intl(request), contentSecurityPolicy({ development }));
  if (response.headers.has('Location')) return response;
  const target = new URL(request.nextUrl);
  if (segments[0] === QUERY_MARKER) {
    target.pathname = `/${locale}/${QUERY_MARKER}`;
    response.headers.set('x-middleware-rewrite', target.toString());
    return response;
  }
  const listing = listingOf(segments);
  const segment = listing ? encodeQuerySegment(listing, searchParams) : null;
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
