import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { eq, lt, sql } from 'drizzle-orm';
import { clientKey } from '../../lib/security/client-key';
import type { AppEnv } from '../context';
import { rateLimitBuckets } from '../db/schema';
import { decide, nextBucket, type Bucket, type RateRule } from '../domain/rate-limit';
import { hashToken } from '../domain/tokens';
import { translate } from '../i18n';

/** Expired windows are dropped now and then, so the table stays as small as the live windows. */
const SWEEP_PROBABILITY = 0.01;

/**
 * The client for per-client limits: the address its transport resolved under TRUSTED_PROXY_HOPS
 * (context.ts ProviderBindings), never a request header, as one key per machine or IPv6 /64
 * (lib/security/client-key.ts). A caller that passed none shares the 'unknown' bucket.
 */
export function requestIp(c: Context<AppEnv>): string {
  return clientKey(c.env?.clientAddress?.slice(0, 64) || 'unknown');
}

/** A bucket key that holds no personal data: the rule, then a digest of the IP or e-mail. */
export const bucketKey = (rule: string, subject: string) =>
  `${rule}:${hashToken(subject.toLowerCase())}`;

function tooManyRequests(c: Context<AppEnv>, retryAfterSeconds: number): never {
  const body = JSON.stringify({ detail: translate(c.get('locale'), 'too_many_requests') });
  throw new HTTPException(429, {
    res: new Response(body, {
      status: 429,
      headers: {
        'Content-Type': 'application/json; charset=UTF-8',
        'Retry-After': String(retryAfterSeconds),
      },
    }),
  });
}

async function readBucket(c: Context<AppEnv>, key: string): Promise<Bucket | undefined> {
  const [row] = await c
    .get('db')
    .select()
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, key));
  return row ? { hits: row.hits, resetAt: row.resetAt } : undefined;
}

/** Answers 429 with Retry-After when the window of `key` has no room left; counts nothing. */
export async function ensureAllowed(
  c: Context<AppEnv>,
  key: string,
  rule: RateRule,
): Promise<void> {
  const decision = decide(await readBucket(c, key), rule, c.get('now')());
  if (!decision.allowed) tooManyRequests(c, decision.retryAfterSeconds);
}

/** Counts one hit in one atomic statement, so concurrent requests cannot slip past the limit. */
export async function recordHit(c: Context<AppEnv>, key: string, rule: RateRule): Promise<Bucket> {
  const db = c.get('db');
  const now = c.get('now')();
  const fresh = nextBucket(undefined, rule, now);
  const expired = sql`${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: fresh.hits, resetAt: fresh.resetAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt });
  if (Math.random() < SWEEP_PROBABILITY)
    await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, now));
  return row ?? fresh;
}

/** Counts the attempt, then answers 429 if it went over the limit (every attempt counts). */
export async function consume(c: Context<AppEnv>, key: string, rule: RateRule): Promise<void> {
  const bucket = await recordHit(c, key, rule);
  const before = { hits: bucket.hits - 1, resetAt: bucket.resetAt };
  const decision = decide(before, rule, c.get('now')());
  if (!decision.allowed) tooManyRequests(c, decision.retryAfterSeconds);
}

/** Forgets the failures of `key`, e.g. an account's after a successful login. */
export async function clearBucket(c: Context<AppEnv>, key: string): Promise<void> {
  await c.get('db').delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
