import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { getConfig } from '../../lib/config';
import { loadJwtSecret } from '../../lib/config/jwt-secret';
import type { AppEnv, AuthUser } from '../context';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { verifyAccessToken } from '../domain/tokens';
import { translate } from '../i18n';
import { ClientError } from './errors';

const secrets = new Map<string, Promise<Uint8Array>>();

/** The HS256 key, read (or created) once per data directory. */
export function jwtSecret(dataDir: string): Promise<Uint8Array> {
  let secret = secrets.get(dataDir);
  if (!secret) {
    secret = loadJwtSecret(dataDir, getConfig().JWT_SECRET);
    secret.catch(() => secrets.delete(dataDir));
    secrets.set(dataDir, secret);
  }
  return secret;
}

/**
 * Whether the session of an access token is still open: its refresh-token family still holds a
 * token that is neither revoked (logout, password change, a copied token) nor expired. One indexed
 * query (refresh_tokens_family_idx), so a logout ends the access token at once, not 15 minutes later.
 */
export async function sessionIsLive(
  db: Db,
  userId: number,
  sid: string,
  now: Date,
): Promise<boolean> {
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family, sid),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/**
 * Reads `Authorization: Bearer <access JWT>` and sets `user`, or null, when its session is still
 * open. A refused token does not
 * fail the request here: public routes keep working, and `requireUser` / `optionalUser` answer 401
 * so the storefront refreshes its token and retries (spec 4).
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('staff', undefined);
  c.set('tokenRefused', false);
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    const check = match?.[1]
      ? await verifyAccessToken(match[1], await jwtSecret(c.get('dataDir')), c.get('now')())
      : ({ ok: false, reason: 'invalid' } as const);
    const live =
      check.ok &&
      (await sessionIsLive(c.get('db'), check.claims.id, check.claims.sid, c.get('now')()));
    if (check.ok && live) c.set('user', { id: check.claims.id, email: check.claims.email });
    else c.set('tokenRefused', true);
  }
  await next();
};

const unauthorized = (c: Context<AppEnv>) =>
  new ClientError(401, {
    detail: translate(
      c.get('locale'),
      c.get('tokenRefused') ? 'token_not_valid' : 'not_authenticated',
    ),
  });

/** The signed-in user; 401 `{ detail }` for an anonymous caller or a refused token. */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized(c);
  return user;
}

/**
 * The signed-in user or null for an anonymous caller, for routes open to both (the cart). A caller
 * who sent a token we refused gets 401, not the anonymous answer, so the storefront refreshes
 * instead of silently showing a stranger's view.
 */
export function optionalUser(c: Context<AppEnv>): AuthUser | null {
  if (c.get('tokenRefused')) throw unauthorized(c);
  return c.get('user');
}
