import { describe, expect, it } from 'vitest';
import { newNonce, signPaymentToken, verifyPaymentToken } from './tokens';

const secret = 'a'.repeat(64);
const claims = { nonce: 'abc', orderId: 7, expiresAt: 1_700_000_000_000 };

describe('payment tokens', () => {
  it('round-trips its claims', () => {
    expect(verifyPaymentToken(signPaymentToken(claims, secret), secret)).toEqual(claims);
  });

  it('refuses a token signed with another key, tampered with or malformed', () => {
    const token = signPaymentToken(claims, secret);
    const [payload, signature] = token.split('.');
    const otherOrder = Buffer.from(
      JSON.stringify({ n: 'abc', o: 8, e: claims.expiresAt }),
    ).toString('base64url');
    expect(verifyPaymentToken(token, 'b'.repeat(64))).toBeNull();
    expect(verifyPaymentToken(`${otherOrder}.${signature}`, secret)).toBeNull();
    expect(verifyPaymentToken(`${payload}.`, secret)).toBeNull();
    expect(verifyPaymentToken(`${token}.x`, secret)).toBeNull();
    expect(verifyPaymentToken('garbage', secret)).toBeNull();
  });

  it('makes unpredictable nonces', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
