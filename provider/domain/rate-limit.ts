/** A fixed-window limit: at most `limit` hits per `windowSeconds`. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Issue 4, reworked by issue 38 (a stranger locked an owner out with ten wrong passwords from ten
 * addresses): failed logins are counted per client address (30 per 15 minutes, an address may be a
 * shared office or mobile NAT) and per account and address (10 per 15 minutes: that address stops
 * guessing this account). Across addresses an account is only slowed down (10 failures a minute),
 * and not at all for an address that signed in to it before (a known device), so the owner's right
 * password works from a known device at once and from a new one within a minute.
 */
export const rateRules = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 10, windowSeconds: 60 },
  /** A signed-in account's current password, checked before a change (a stolen token guessing it). */
  passwordCheckPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** The limit is the SIGNUP_LIMIT setting (default 10). */
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
  /**
   * Issue 26: new carts one client may open (a shopper needs one; a crawler without the header would
   * need one per page). The limit is the CART_CREATE_LIMIT setting (default 20).
   */
  cartCreatePerIp: { limit: 20, windowSeconds: 10 * 60 },
  /** Issue 40: real-user beacons, one per sampled page view; far above what one visitor browses. */
  rumPerIp: { limit: 600, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;

/** How long an address that signed in to an account stays a known device of it. */
export const KNOWN_DEVICE_SECONDS = 30 * 24 * 60 * 60;

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
