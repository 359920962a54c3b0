import 'server-only';
import { cookies, headers } from 'next/headers';
import type { z } from '../validation/zod';
import { getConfig } from '../config';
import type { Locale } from '../i18n/locales';
import { clientAddressOf } from '../security/forwarded';
import { staffProfileSchema, type StaffProfile } from './schemas/staff';

const IN_PROCESS_ORIGIN = 'http://provider.internal';
const MOUNT = '/backend';
/** The staff session cookie (provider/domain/staff.ts STAFF_COOKIE). */
export const STAFF_COOKIE_NAME = 'staff_session';

export type StaffAnswer<T> = { ok: true; data: T } | { ok: false; status: number };

/**
 * Issue 38: a console page's call to the staff API, on behalf of the request's staff session
 * cookie (and client address), to the bundled provider in-process or PROVIDER_API_URL. The answer
 * is parsed with the route's own schema.
 */
export async function staffCall<S extends z.ZodType>(
  locale: Locale,
  path: string,
  schema: S,
): Promise<StaffAnswer<z.output<S>>> {
  const session = (await cookies()).get(STAFF_COOKIE_NAME)?.value;
  if (!session) return { ok: false, status: 401 };
  const requestHeaders = await headers();
  const config = getConfig();
  const base = config.PROVIDER_API_URL ?? `${IN_PROCESS_ORIGIN}${MOUNT}`;
  const request = new Request(`${base}${path}`, {
    headers: {
      cookie: `${STAFF_COOKIE_NAME}=${session}`,
      'accept-language': locale,
      accept: 'application/json',
    },
  });
  const clientAddress = clientAddressOf(requestHeaders);
  let response: Response;
  if (config.PROVIDER_API_URL) {
    if (clientAddress) request.headers.set('X-Forwarded-For', clientAddress);
    response = await fetch(request, { cache: 'no-store' });
  } else {
    const { handleProviderRequest } = await import('../../provider');
    response = await handleProviderRequest(request, { clientAddress });
  }
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, data: schema.parse(await response.json()) };
}

/** The signed-in staff member, or null. */
export async function currentStaff(locale: Locale): Promise<StaffProfile | null> {
  const answer = await staffCall(locale, '/api/staff/me/', staffProfileSchema);
  return answer.ok ? answer.data : null;
}
