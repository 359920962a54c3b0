import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './lib/i18n/routing';
import { wrongLocaleSlugRedirect } from './lib/i18n/slugs';

const intl = createMiddleware(routing);

/** Locale prefixes and localized slugs (spec 2) in front of every page. */
export default function proxy(request: NextRequest) {
  // nextUrl normalizes the trailing slash away; the raw URL still shows it.
  const raw = new URL(request.url);
  if (raw.pathname.length > 1 && raw.pathname.endsWith('/')) {
    raw.pathname = raw.pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(raw, 308);
  }
  const { pathname } = request.nextUrl;
  const corrected = wrongLocaleSlugRedirect(pathname);
  if (corrected) {
    const url = request.nextUrl.clone();
    url.pathname = corrected;
    return NextResponse.redirect(url, 308);
  }
  return intl(request);
}

export const config = {
  // Pages only: not the provider, Next's assets or files with an extension.
  matcher: ['/((?!backend|_next|_vercel|.*\\..*).*)'],
};
