import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Issue 4: access tokens live 15 minutes, refresh tokens 7 days (spec 9: 604 800 s). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 604_800;
/** A password-reset link works for one hour, once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const ALGORITHM = 'HS256';
const ISSUER = 'storefront-provider';
const TOKEN_TYPE = 'access';

export interface AccessClaims {
  id: number;
  email: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function addSeconds(date: Date, amount: number): Date {
  return new Date(date.getTime() + amount * 1000);
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, now: Date): Promise<string> {
  const issuedAt = seconds(now);
  return new SignJWT({ email: claims.email, typ: TOKEN_TYPE })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.id))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature, algorithm, issuer, type and expiry against the given clock. */
export async function verifyAccessToken(token: string, secret: Uint8Array, now: Date): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const id = Number(payload.sub);
    if (payload.typ !== TOKEN_TYPE || !Number.isSafeInteger(id) || id <= 0 || typeof payload.email !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { id, email: payload.email } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/** An unguessable opaque token (refresh, password reset): 256 random bits, URL-safe. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
