import { and, eq, isNull, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import {
  addSeconds,
  generateOpaqueToken,
  hashToken,
  REFRESH_TOKEN_TTL_SECONDS,
  signAccessToken,
} from './tokens';

// Customers' accounts and sessions: one refresh-token family per login on one device (spec 4).

export type User = typeof users.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** An access token of `user` naming the session (`family`) it belongs to. */
export const accessToken = (
  secret: Uint8Array,
  user: Pick<User, 'id' | 'email'>,
  family: string,
  now: Date,
) => signAccessToken({ id: user.id, email: user.email, sid: family }, secret, now);

/** A new session (one login on one device): a new refresh-token family and an access token naming it. */
export async function issueSession(
  db: Db,
  secret: Uint8Array,
  user: Pick<User, 'id' | 'email'>,
  now: Date,
) {
  const family = generateOpaqueToken();
  const refresh = generateOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    tokenHash: hashToken(refresh),
    family,
    expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
    createdAt: now,
  });
  return { access: await accessToken(secret, user, family, now), refresh };
}

/**
 * Revokes a live refresh token and stores its successor in one statement, so that of two refreshes
 * with one token only one rotates it, and the other, waiting on the row, then finds the successor
 * stored. Answers the session's user and family, or undefined when the token was not live.
 */
export async function rotate(db: Db, refresh: string, successor: string, now: Date) {
  const at = now.toISOString();
  const expires = addSeconds(now, REFRESH_TOKEN_TTL_SECONDS).toISOString();
  const result = await db.execute(sql`
    with rotated as (
      update ${refreshTokens} set revoked_at = ${at}::timestamptz
      where token_hash = ${hashToken(refresh)} and revoked_at is null and expires_at > ${at}::timestamptz
      returning user_id, family
    )
    insert into ${refreshTokens} (user_id, token_hash, family, expires_at, created_at)
    select user_id, ${hashToken(successor)}, family, ${expires}::timestamptz, ${at}::timestamptz from rotated
    returning user_id, family`);
  const [row] = rows<{ user_id: number; family: string }>(result);
  return row && { userId: Number(row.user_id), family: row.family };
}

export async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Whether the account was ever signed in to (a login issues its first refresh token). */
export async function hasSignedIn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .limit(1);
  return row !== undefined;
}
