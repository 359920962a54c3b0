import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a confirmation link works: long enough for a mail read days later. */
export const NEWSLETTER_CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60;

export type NewsletterPurpose = 'confirm' | 'unsubscribe';

const signature = (key: Uint8Array, purpose: NewsletterPurpose, email: string, expires: number) =>
  createHmac('sha256', key).update(`newsletter:${purpose}:${expires}:${email}`).digest('base64url');

/**
 * A signed link token for one address and purpose: `<address>.<expiry>.<hmac>` (base64url address,
 * expiry in Unix seconds, 0 for never: an unsubscribe link works as long as the mail is kept).
 */
export function newsletterToken(
  key: Uint8Array,
  purpose: NewsletterPurpose,
  email: string,
  expires = 0,
): string {
  const address = Buffer.from(email, 'utf8').toString('base64url');
  return `${address}.${expires}.${signature(key, purpose, email, expires)}`;
}

/** The address a token was signed for, or null when it is forged, for another purpose or expired. */
export function verifyNewsletterToken(
  key: Uint8Array,
  purpose: NewsletterPurpose,
  token: string,
  now: Date,
): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, address = '', expiresText = '', given = ''] = match;
  const email = Buffer.from(address, 'base64url').toString('utf8');
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(key, purpose, email, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (expires !== 0 && expires * 1000 <= now.getTime()) return null;
  return email;
}
