/** A fixed-window limit: at most `limit` hits per `windowSeconds`. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** Issue 4: 10 failed logins per account per 15 minutes; an IP may be a shared office or mobile NAT. */
export const rateRules = {
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  registerPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  /**
   * Issue 26: what one client may store through the forms (only accepted submissions count), and
   * how many CV uploads it may send (every one counts: each is up to 15 MB to read). A person sends
   * one or two; a loop stops within minutes.
   */
  contactPerIp: { limit: 5, windowSeconds: 10 * 60 },
  subscribePerIp: { limit: 5, windowSeconds: 10 * 60 },
  orderRequestPerIp: { limit: 10, windowSeconds: 10 * 60 },
  vacancyPerIp: { limit: 5, windowSeconds: 60 * 60 },
  cvUploadPerIp: { limit: 30, windowSeconds: 60 * 60 },
  /** Issue 26: new carts one client may open (a shopper needs one; a crawler without the header would need one per page). */
  cartCreatePerIp: { limit: 20, windowSeconds: 10 * 60 },
  /** Issue 40: real-user beacons, one per sampled page view; far above what one visitor browses. */
  rumPerIp: { limit: 120, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;

export interface Bucket {
  hits: number;
  resetAt: Date;
}

/** The bucket after one more hit: a new window starts once the old one has passed. */
export function nextBucket(current: Bucket | undefined, rule: RateRule, now: Date): Bucket {
  if (!current || current.resetAt.getTime() <= now.getTime()) {
    return { hits: 1, resetAt: new Date(now.getTime() + rule.windowSeconds * 1000) };
  }
  return { hits: current.hits + 1, resetAt: current.resetAt };
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether `hits` already made in the window leave room for one more attempt. */
export function decide(current: Bucket | undefined, rule: RateRule, now: Date): RateDecision {
  if (!current || current.resetAt.getTime() <= now.getTime() || current.hits < rule.limit)
    return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((current.resetAt.getTime() - now.getTime()) / 1000)),
  };
}
