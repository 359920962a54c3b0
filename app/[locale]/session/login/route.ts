import { NextResponse, type NextRequest } from 'next/server';
import {
  errorBody,
  forbidden,
  isSameOrigin,
  sessionAnswer,
  sessionLocale,
  setRefreshCookie,
} from '@/features/auth';
import { serverApi } from '@/lib/api/server';
import { clientAddressOf } from '@/lib/security/forwarded';
import { loginSchema } from '@/lib/validation/auth';

/** Login: the provider's tokens become an in-memory access token and an httpOnly refresh cookie. */
export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const locale = sessionLocale((await params).locale);
  if (!isSameOrigin(request)) return forbidden(locale);
  const parsed = loginSchema.safeParse(await request.json().catch(() => null));
  const body = parsed.success ? parsed.data : { email: '', password: '' };
  // The shopper's own address, so the provider's per-client login limit counts them, not the shop.
  const shopper = { clientAddress: clientAddressOf(request.headers) };
  const result = await serverApi(locale, null, shopper).auth.login(body);
  if (!result.ok) return NextResponse.json(errorBody(result.error), { status: result.status });
  const me = await serverApi(locale, result.data.access, shopper).auth.me();
  const response = sessionAnswer({ access: result.data.access, user: me.ok ? me.data : null });
  setRefreshCookie(response, result.data.refresh);
  return response;
}
