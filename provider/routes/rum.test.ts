import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKey } from '../../lib/security/client-key';
import { rateLimitBuckets, webVitals } from '../db/schema';
import { rateRules } from '../domain/rate-limit';
import { bucketKey } from '../http/rate-limit';
import { purgeOldVitals, rumSummary } from '../domain/rum';
import { createTestProvider, type TestProvider } from '../testing/harness';

const DAY = 24 * 60 * 60 * 1000;

describe('real-user metrics (issue 40)', () => {
  let provider: TestProvider;
  const clock = new Date('2026-11-01T12:00:00Z');
  beforeAll(async () => {
    provider = await createTestProvider({ now: () => clock });
  });
  afterAll(() => provider.close());

  const send = (json: unknown, clientAddress = '198.51.100.7') =>
    provider.request('/rum/', { method: 'POST', json, clientAddress });
  const beacon = (lcp: number, extra: Record<string, unknown> = {}) => ({
    page: 'product',
    locale: 'ro',
    device: 'mobile',
    metrics: [
      { name: 'LCP', value: lcp },
      { name: 'CLS', value: 0.02 },
    ],
    ...extra,
  });

  it('stores each metric of a beacon and reports the 75th percentile per kind and device', async () => {
    for (const lcp of [1000, 2000, 3000, 4000, 5000])
      expect((await send(beacon(lcp))).status).toBe(204);
    expect(
      (await send({ ...beacon(900), page: 'cart', device: 'desktop' }, '198.51.100.8')).status,
    ).toBe(204);
    const summary = await rumSummary(provider.db, 7, clock);
    const lcp = summary.rows.find(
      (row) => row.page === 'product' && row.device === 'mobile' && row.metric === 'LCP',
    );
    // Continuous percentile of 1000…5000: 4000, poor above 4000, needs improvement up to it.
    expect(lcp).toEqual({
      page: 'product',
      device: 'mobile',
      metric: 'LCP',
      p75: 4000,
      samples: 5,
      rating: 'needs-improvement',
    });
    expect(summary.rows.find((row) => row.page === 'cart' && row.metric === 'LCP')).toMatchObject({
      device: 'desktop',
      p75: 900,
      samples: 1,
      rating: 'good',
    });
    expect(summary.rows.find((row) => row.metric === 'CLS')).toMatchObject({ rating: 'good' });
  });

  it('refuses what is not a beacon with field errors, and stores nothing of it', async () => {
    const before = await provider.db.$count(webVitals);
    for (const [body, field] of [
      [beacon(1000, { page: 'admin' }), 'page'],
      [beacon(1000, { device: 'fridge' }), 'device'],
      [beacon(1000, { locale: 'de' }), 'locale'],
      [beacon(1000, { url: 'https://example.com/?email=a@b.md' }), ''],
      [{ ...beacon(1000), metrics: [{ name: 'FID', value: 10 }] }, 'metrics'],
      [{ ...beacon(1000), metrics: [{ name: 'LCP', value: -1 }] }, 'metrics'],
      [{ ...beacon(1000), metrics: [{ name: 'CLS', value: 400 }] }, 'metrics'],
      [{ ...beacon(1000), metrics: [] }, 'metrics'],
      [
        {
          ...beacon(1000),
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        },
        'metrics',
      ],
    ] as const) {
      const answer = await send(body, '198.51.100.9');
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field)
        expect(Object.keys(await answer.json()).join(), JSON.stringify(body)).toContain(field);
    }
    expect(await provider.db.$count(webVitals)).toBe(before);
  });

  it('refuses a body over 2 kB with 413', async () => {
    const answer = await provider.request('/rum/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...beacon(1000), padding: 'x'.repeat(3_000) }),
      clientAddress: '198.51.100.10',
    });
    expect(answer.status).toBe(413);
  });

  it('limits beacons per client, and another client still gets through', async () => {
    // The client has used its window (rateRules.rumPerIp) …
    await provider.db.insert(rateLimitBuckets).values({
      key: bucketKey('rum-ip', clientKey('203.0.113.50')),
      hits: rateRules.rumPerIp.limit,
      resetAt: new Date(clock.getTime() + 60_000),
    });
    const refused = await send(beacon(1200), '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    // … another has not.
    expect((await send(beacon(1200), '203.0.113.51')).status).toBe(204);
  });

  it('keeps 29 days: older rows are purged, and the 7-day figures leave out older visits', async () => {
    const old = new Date(clock.getTime() - 30 * DAY);
    const tenDays = new Date(clock.getTime() - 10 * DAY);
    await provider.db.insert(webVitals).values([
      { createdAt: old, page: 'home', locale: 'ro', device: 'mobile', metric: 'TTFB', value: 10 },
      {
        createdAt: tenDays,
        page: 'home',
        locale: 'ro',
        device: 'mobile',
        metric: 'TTFB',
        value: 20,
      },
    ]);
    const homeTtfb = async (days: number) =>
      (await rumSummary(provider.db, days, clock)).rows.find(
        (row) => row.page === 'home' && row.metric === 'TTFB',
      );
    expect(await homeTtfb(7)).toBeUndefined();
    expect(await homeTtfb(28)).toMatchObject({ samples: 1, p75: 20 });
    await purgeOldVitals(provider.db, clock);
    expect(await homeTtfb(60)).toMatchObject({ samples: 1, p75: 20 });
  });
});
