import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A payment link lives half an hour, like a bank's hosted payment session. */
export const PAYMENT_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface PaymentTokenClaims {
  nonce: string;
  orderId: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function newNonce(): string {
  return randomBytes(18).toString('base64url');
}

/** `payload.signature`, both base64url: the link cannot be forged or pointed at another order. */
export function signPaymentToken(claims: PaymentTokenClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ n: claims.nonce, o: claims.orderId, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claims of a genuine token (expired or not), or null for anything forged or malformed. */
export function verifyPaymentToken(token: string, secret: string): PaymentTokenClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!data || typeof data !== 'object') return null;
    const { n, o, e } = data as Record<string, unknown>;
    if (typeof n !== 'string' || !Number.isSafeInteger(o) || !Number.isSafeInteger(e)) return null;
    return { nonce: n, orderId: o as number, expiresAt: e as number };
  } catch {
    return null;
  }
}
