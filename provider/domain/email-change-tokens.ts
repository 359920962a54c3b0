import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

export interface EmailChange {
  userId: number;
  /** The address the account had when the change was asked: a link outlives no other change. */
  from: string;
  to: string;
  /** Unix seconds. */
  expires: number;
}

const sign = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(`email-change:${payload}`).digest('base64url');

/** `<payload>.<hmac>`: the change as base64url JSON, signed. */
export function emailChangeToken(key: Uint8Array, change: EmailChange): string {
  const payload = Buffer.from(JSON.stringify(change), 'utf8').toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The change a token was signed for, or null when it is forged, malformed or expired. */
export function verifyEmailChangeToken(
  key: Uint8Array,
  token: string,
  now: Date,
): EmailChange | null {
  const match = /^([A-Za-z0-9_-]{1,1500})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload = '', given = ''] = match;
  const expected = Buffer.from(sign(key, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let change: EmailChange;
  try {
    change = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as EmailChange;
  } catch {
    return null;
  }
  if (
    !Number.isSafeInteger(change.userId) ||
    typeof change.from !== 'string' ||
    typeof change.to !== 'string' ||
    !Number.isSafeInteger(change.expires) ||
    change.expires * 1000 <= now.getTime()
  )
    return null;
  return change;
}
