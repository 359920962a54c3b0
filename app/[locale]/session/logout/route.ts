import { NextResponse, type NextRequest } from 'next/server';
import {
  clearRefreshCookie,
  forbidden,
  isSameOrigin,
  REFRESH_COOKIE,
  sessionLocale,
} from '@/features/auth';
import { serverApi } from '@/lib/api/server';
import { clientAddressOf } from '@/lib/security/forwarded';

/** Logout: revokes the session at the provider and clears the refresh cookie. */
export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const locale = sessionLocale((await params).locale);
  if (!isSameOrigin(request)) return forbidden(locale);
  const refresh = request.cookies.get(REFRESH_COOKIE)?.value;
  if (refresh)
    await serverApi(locale, null, { clientAddress: clientAddressOf(request.headers) }).auth.logout(
      refresh,
    );
  const response = new NextResponse(null, { status: 204 });
  clearRefreshCookie(response);
  return response;
}
