import { type NextRequest } from 'next/server';
import { sessionRefreshRequestSchema } from '@/lib/api/schemas/session';
import { clientAddressOf } from '@/lib/security/forwarded';
import {
  clearRefreshCookie,
  forbidden,
  isSameOrigin,
  refreshSession,
  REFRESH_COOKIE,
  sessionAnswer,
  sessionLocale,
  setRefreshCookie,
} from '@/features/auth';

/**
 * Rotates the refresh cookie and answers a fresh access token with the profile. A visitor without
 * a session gets `{ access: null }` (200), so every page start need not log a failed request.
 * A body `{ refresh }` adopts the tokens a password change answered, keeping them out of scripts' reach.
 */
export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const locale = sessionLocale((await params).locale);
  if (!isSameOrigin(request)) return forbidden(locale);
  const body = sessionRefreshRequestSchema.safeParse(await request.json().catch(() => null));
  const refresh = body.success ? body.data.refresh : request.cookies.get(REFRESH_COOKIE)?.value;
  const session = refresh
    ? await refreshSession(locale, refresh, clientAddressOf(request.headers))
    : null;
  const response = sessionAnswer(
    session ? { access: session.tokens.access, user: session.user } : { access: null, user: null },
  );
  if (session) setRefreshCookie(response, session.tokens.refresh);
  else if (refresh) clearRefreshCookie(response);
  return response;
}
