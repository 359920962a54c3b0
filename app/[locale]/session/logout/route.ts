import { NextResponse, type NextRequest } from 'next/server';
import { clearRefreshCookie, forbidden, isSameOrigin, REFRESH_COOKIE, sessionLocale } from '@/features/auth/session-cookie';
import { serverApi } from '@/lib/api/server';

/** Logout: revokes the session at the provider and clears the refresh cookie. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  if (!isSameOrigin(request)) return forbidden();
  const refresh = request.cookies.get(REFRESH_COOKIE)?.value;
  if (refresh) await serverApi(sessionLocale((await params).locale)).auth.logout(refresh);
  const response = new NextResponse(null, { status: 204 });
  clearRefreshCookie(response);
  return response;
}
