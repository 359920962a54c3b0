import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../context';
import { rateLimitBuckets } from '../db/schema';
import { KNOWN_DEVICE_SECONDS, rateRules } from '../domain/rate-limit';
import { bucketKey, clearBucket, ensureAllowed, recordHit, requestIp } from './rate-limit';

/** The buckets of one login attempt: `scope` keeps customers' and staff's apart. */
export interface LoginGuard {
  ip: string;
  pair: string;
  account: string;
  known: string;
}

/**
 * Issue 38: refuses (429) a login attempt its address or its (account, address) pair has no room
 * left for; across addresses the account is only slowed down, and not for a known device (see
 * rateRules). Counts nothing: `loginFailed` does.
 */
export async function beforeLogin(
  c: Context<AppEnv>,
  scope: 'login' | 'staff-login',
  email: string,
): Promise<LoginGuard> {
  const ip = requestIp(c);
  const guard = {
    ip: bucketKey(`${scope}-ip`, ip),
    pair: bucketKey(`${scope}-account-ip`, `${email}\n${ip}`),
    account: bucketKey(`${scope}-account`, email),
    known: bucketKey(`${scope}-known`, `${email}\n${ip}`),
  };
  await ensureAllowed(c, guard.ip, rateRules.loginPerIp);
  await ensureAllowed(c, guard.pair, rateRules.loginPerAccountAndIp);
  if (!(await isKnownDevice(c, guard.known)))
    await ensureAllowed(c, guard.account, rateRules.loginPerAccount);
  return guard;
}

async function isKnownDevice(c: Context<AppEnv>, key: string): Promise<boolean> {
  const [row] = await c
    .get('db')
    .select({ resetAt: rateLimitBuckets.resetAt })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, key));
  return row !== undefined && row.resetAt.getTime() > c.get('now')().getTime();
}

export async function loginFailed(c: Context<AppEnv>, guard: LoginGuard): Promise<void> {
  await recordHit(c, guard.ip, rateRules.loginPerIp);
  await recordHit(c, guard.pair, rateRules.loginPerAccountAndIp);
  await recordHit(c, guard.account, rateRules.loginPerAccount);
}

/** Forgets the address's failures on the account and remembers it as a known device. */
export async function loginSucceeded(c: Context<AppEnv>, guard: LoginGuard): Promise<void> {
  await clearBucket(c, guard.pair);
  const resetAt = new Date(c.get('now')().getTime() + KNOWN_DEVICE_SECONDS * 1000);
  await c
    .get('db')
    .insert(rateLimitBuckets)
    .values({ key: guard.known, hits: 1, resetAt })
    .onConflictDoUpdate({ target: rateLimitBuckets.key, set: { resetAt } });
}
