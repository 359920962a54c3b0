import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { ApiError } from '@/lib/api';
import { serverApi } from '@/lib/api/server';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';

/** The refresh token's cookie: httpOnly so no script reads it, 7 days like the token (spec 9). */
export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_MAX_AGE = 604_800;

const cookieOptions = () => ({
  httpOnly: true,
  secure: process.env.NODE_ENV === 'production',
  sameSite: 'lax' as const,
  path: '/',
});

export function setRefreshCookie(response: NextResponse, refresh: string) {
  response.cookies.set(REFRESH_COOKIE, refresh, { ...cookieOptions(), maxAge: REFRESH_MAX_AGE });
}

export function clearRefreshCookie(response: NextResponse) {
  response.cookies.set(REFRESH_COOKIE, '', { ...cookieOptions(), maxAge: 0 });
}

/**
 * SameSite=Lax still lets another site's top-level form POST through, so every state-changing
 * session call must come from our own pages.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const forbidden = () => NextResponse.json({ detail: 'Forbidden' }, { status: 403 });

export function sessionLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The provider's error in its own shape (`{ detail }` or `{ field: [...] }`), for the forms. */
export function errorBody(error: ApiError): Record<string, unknown> {
  return error.detail !== undefined ? { detail: error.detail } : { ...error.fields };
}

/** Rotates the refresh token and loads the profile, as spec 4's 'First load' does on the server. */
export async function refreshSession(locale: Locale, refresh: string) {
  const tokens = await serverApi(locale).auth.refresh(refresh);
  if (!tokens.ok) return null;
  const me = await serverApi(locale, tokens.data.access).auth.me();
  return { tokens: tokens.data, user: me.ok ? me.data : null };
}
