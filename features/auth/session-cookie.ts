import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { ApiError, Session } from '@/lib/api';
import { serverApi } from '@/lib/api/server';
import { getConfig } from '@/lib/config';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { isSameSiteRequest, requestHost } from '@/lib/security/origin';
import { SESSION_HINT_COOKIE } from './session-hint';

/** The refresh token's cookie: httpOnly so no script reads it, 7 days like the token (spec 9). */
export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_MAX_AGE = 604_800;

const cookieOptions = () => ({
  secure: process.env.NODE_ENV === 'production',
  sameSite: 'lax' as const,
  path: '/',
});

/** The refresh cookie and its readable hint (session-hint.ts), always written together. */
function writeSessionCookies(response: NextResponse, refresh: string, maxAge: number) {
  response.cookies.set(REFRESH_COOKIE, refresh, { ...cookieOptions(), httpOnly: true, maxAge });
  response.cookies.set(SESSION_HINT_COOKIE, refresh ? '1' : '', {
    ...cookieOptions(),
    httpOnly: false,
    maxAge,
  });
}

export function setRefreshCookie(response: NextResponse, refresh: string) {
  writeSessionCookies(response, refresh, REFRESH_MAX_AGE);
}

export function clearRefreshCookie(response: NextResponse) {
  writeSessionCookies(response, '', 0);
}

/**
 * SameSite=Lax still lets another site's top-level form POST through, so every state-changing
 * session call must come from our own pages (Origin, or Sec-Fetch-Site when Origin is absent).
 */
export function isSameOrigin(request: NextRequest): boolean {
  return isSameSiteRequest(request.headers, {
    siteUrl: getConfig().SITE_URL,
    requestHost: requestHost(request.headers),
    requireOrigin: true,
  });
}

/** 403 `{ detail }` in the page's language. */
export async function forbidden(locale: Locale) {
  const messages: { default: { security: { crossSite: string } } } = await import(
    `../../messages/${locale}.json`
  );
  return NextResponse.json({ detail: messages.default.security.crossSite }, { status: 403 });
}

export function sessionLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The provider's error in its own shape (`{ detail }` or `{ field: [...] }`), for the forms. */
export function errorBody(error: ApiError): Record<string, unknown> {
  return error.detail !== undefined ? { detail: error.detail } : { ...error.fields };
}

/** A /session/* answer (lib/api/schemas/session.ts), typed by its schema and never cached. */
export function sessionAnswer(session: Session): NextResponse {
  const response = NextResponse.json(session);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** Rotates the refresh token and loads the profile, as spec 4's 'First load' does on the server. */
export async function refreshSession(locale: Locale, refresh: string, clientAddress?: string) {
  const tokens = await serverApi(locale, null, { clientAddress }).auth.refresh(refresh);
  if (!tokens.ok) return null;
  const me = await serverApi(locale, tokens.data.access, { clientAddress }).auth.me();
  return { tokens: tokens.data, user: me.ok ? me.data : null };
}
