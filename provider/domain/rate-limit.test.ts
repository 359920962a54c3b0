import { describe, expect, it } from 'vitest';
import { decide, nextBucket, type RateRule } from './rate-limit';

const rule: RateRule = { limit: 3, windowSeconds: 60 };
const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second));

describe('fixed-window rate limit', () => {
  it('allows up to the limit, then refuses with the seconds left in the window', () => {
    let bucket = undefined;
    for (let i = 0; i < 3; i++) {
      expect(decide(bucket, rule, at(i))).toEqual({ allowed: true });
      bucket = nextBucket(bucket, rule, at(i));
    }
    expect(decide(bucket, rule, at(10))).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it('starts a new window once the old one has passed', () => {
    const full = { hits: 3, resetAt: at(60) };
    expect(decide(full, rule, at(60))).toEqual({ allowed: true });
    expect(nextBucket(full, rule, at(61))).toEqual({ hits: 1, resetAt: at(121) });
    expect(nextBucket({ hits: 1, resetAt: at(60) }, rule, at(5))).toEqual({
      hits: 2,
      resetAt: at(60),
    });
  });
});
