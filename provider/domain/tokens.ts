import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Issue 4: access tokens live 15 minutes, refresh tokens 7 days (spec 9: 604 800 s). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 604_800;
/**
 * A rotated refresh token presented again within this many seconds answers the same successor
 * (two tabs refreshing at once); later, it is a copy and ends the session.
 */
export const REFRESH_GRACE_SECONDS = 30;
/** A password-reset link works for one hour, once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const ALGORITHM = 'HS256';
const ISSUER = 'storefront-provider';
const TOKEN_TYPE = 'access';

export interface AccessClaims {
  id: number;
  email: string;
  /** The session: the `family` of the refresh tokens of one login, checked on every call. */
  sid: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function addSeconds(date: Date, amount: number): Date {
  return new Date(date.getTime() + amount * 1000);
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const issuedAt = seconds(now);
  return new SignJWT({ email: claims.email, typ: TOKEN_TYPE, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.id))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

export type AccessCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature, algorithm, issuer, type and expiry against the given clock. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const id = Number(payload.sub);
    const { typ, email, sid } = payload;
    // A token without a session id (signed before sessions were checked) is refused: the storefront refreshes.
    if (
      typ !== TOKEN_TYPE ||
      !Number.isSafeInteger(id) ||
      id <= 0 ||
      typeof email !== 'string' ||
      typeof sid !== 'string' ||
      sid === ''
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { id, email, sid } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/** An unguessable opaque token (refresh, password reset): 256 random bits, URL-safe. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that replaces `token` when it is rotated, derived rather than drawn so that the
 * same token rotated twice within the grace period answers the same successor, with no new column.
 */
export function successorToken(token: string, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}

/** Only this digest is stored, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
