import type { Session, SignedInSession } from '@/lib/api/types/session';

/** What the session routes that answer a session answer on success (lib/api/schemas/session.ts). */
interface SessionAnswers {
  login: SignedInSession;
  refresh: Session;
}

/** The session route handlers; the locale prefix picks the language of the provider's messages. */
export function sessionPath(action: keyof SessionAnswers | 'logout', locale?: string): string {
  return locale && locale !== 'ro' ? `/${locale}/session/${action}` : `/session/${action}`;
}

/** A failure: the status and the route's JSON body (the provider's `{ detail }` or field errors), if any. */
export type SessionResult<A extends keyof SessionAnswers> =
  { ok: true; data: SessionAnswers[A] } | { ok: false; status: number; body: unknown };

/** A 2xx answer whose body is not JSON, as lib/api/http.ts counts one: the contract is broken. */
const STATUS_CONTRACT = 502;

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * POSTs to /session/login or /session/refresh. The answer is taken as its schema's type, unparsed:
 * the header's account island calls the refresh on every page and loads no zod for it (ADR 46).
 * Network errors throw.
 */
export async function callSession<A extends keyof SessionAnswers>(
  action: A,
  { locale, body }: { locale?: string; body?: unknown } = {},
): Promise<SessionResult<A>> {
  const response = await post(sessionPath(action, locale), body);
  if (!response.ok)
    return { ok: false, status: response.status, body: await response.json().catch(() => null) };
  const answer: SessionAnswers[A] | undefined = await response.json().catch(() => undefined);
  if (answer === undefined) return { ok: false, status: STATUS_CONTRACT, body: null };
  return { ok: true, data: answer };
}

/** POST /session/logout: revokes the session and clears the refresh cookie; answers 204. */
export async function endSession(locale: string): Promise<void> {
  await post(sessionPath('logout', locale), undefined);
}
