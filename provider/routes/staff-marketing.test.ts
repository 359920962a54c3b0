import { describe, expect, it } from 'vitest';
import { staffTestKit } from '../testing/staff-session';

/** The subscribers' export, `routes/staff-marketing.ts`. */
const kit = staffTestKit();
const { session, asStaff } = kit;

describe('subscribers (issue 38)', () => {
  it('exports confirmed addresses only, formula-safe', async () => {
    const { subscriptions } = await import('../db/schema');
    await kit.provider.db.insert(subscriptions).values([
      { email: '=cmd@example.md', locale: 'ro', confirmedAt: kit.clock },
      { email: 'pending@example.md', locale: 'ro' },
    ]);
    const cookie = await session('marketing');
    const csv = await asStaff(cookie, '/api/staff/subscribers.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="subscribers.csv"');
    const text = await csv.text();
    expect(text).toContain("'=cmd@example.md");
    expect(text).not.toContain('pending@example.md');
    expect((await asStaff(await session('manager'), '/api/staff/subscribers.csv')).status).toBe(
      403,
    );
  });
});
