import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  addSeconds,
  generateOpaqueToken,
  hashToken,
  signAccessToken,
  successorToken,
  verifyAccessToken,
} from './tokens';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const now = new Date('2025-03-01T10:00:00Z');

describe('access tokens (HS256, 15 minutes)', () => {
  it('round-trips the user id and e-mail', async () => {
    const token = await signAccessToken(
      { id: 7, email: 'ion@example.md', sid: 'session-1' },
      secret,
      now,
    );
    expect(await verifyAccessToken(token, secret, addSeconds(now, 60))).toEqual({
      ok: true,
      claims: { id: 7, email: 'ion@example.md', sid: 'session-1' },
    });
  });

  it('refuses a token that names no session (signed before sessions were checked)', async () => {
    const legacy = await new SignJWT({ email: 'ion@example.md', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('storefront-provider')
      .setIssuedAt(now)
      .setExpirationTime(addSeconds(now, 900))
      .sign(secret);
    expect(await verifyAccessToken(legacy, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('expires after 15 minutes', async () => {
    const token = await signAccessToken(
      { id: 7, email: 'ion@example.md', sid: 'session-1' },
      secret,
      now,
    );
    expect(
      (await verifyAccessToken(token, secret, addSeconds(now, ACCESS_TOKEN_TTL_SECONDS - 1))).ok,
    ).toBe(true);
    expect(
      await verifyAccessToken(token, secret, addSeconds(now, ACCESS_TOKEN_TTL_SECONDS + 1)),
    ).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another secret, a tampered token, alg none and a token of another type', async () => {
    const token = await signAccessToken(
      { id: 7, email: 'ion@example.md', sid: 'session-1' },
      secret,
      now,
    );
    const other = new TextEncoder().encode('another-secret-of-at-least-32-bytes!');
    expect((await verifyAccessToken(token, other, now)).ok).toBe(false);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '1', email: 'x@y.md', typ: 'access', iss: 'storefront-provider' }),
    ).toString('base64url');
    expect((await verifyAccessToken(`${header}.${forged}.${signature}`, secret, now)).ok).toBe(
      false,
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect((await verifyAccessToken(`${none}.${payload}.`, secret, now)).ok).toBe(false);
    const refreshLike = await new SignJWT({ email: 'ion@example.md', typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('storefront-provider')
      .setIssuedAt(now)
      .setExpirationTime(addSeconds(now, 900))
      .sign(secret);
    expect((await verifyAccessToken(refreshLike, secret, now)).ok).toBe(false);
    expect((await verifyAccessToken('not-a-jwt', secret, now)).ok).toBe(false);
  });
});

describe('refresh successors', () => {
  it('are derived: the same token and key give the same successor, another key another one', () => {
    const token = generateOpaqueToken();
    const other = new TextEncoder().encode('another-secret-of-at-least-32-bytes!');
    expect(successorToken(token, secret)).toBe(successorToken(token, secret));
    expect(successorToken(token, secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(successorToken(token, other)).not.toBe(successorToken(token, secret));
    expect(successorToken(generateOpaqueToken(), secret)).not.toBe(successorToken(token, secret));
  });
});

describe('opaque tokens', () => {
  it('are random, URL-safe, and stored only as a sha256 digest', () => {
    const token = generateOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateOpaqueToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
