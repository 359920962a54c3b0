import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser } from '../domain/staff';
import { createTestProvider, type TestProvider } from '../testing/harness';

let clock = new Date('2026-05-04T09:00:00Z');
let provider: TestProvider;
let cookie: string;

/** Signs Mara in again: a session ends after its idle time, and the tests move the clock by days. */
async function signIn() {
  const response = await provider.request('/api/staff/session/', {
    method: 'POST',
    json: { email: 'mara@shop.md', password: 'staff-password-2026' },
  });
  cookie = response.headers.get('set-cookie')!.split(';')[0]!;
}

beforeAll(async () => {
  provider = await createTestProvider({ now: () => clock });
  await addStaffUser(provider.db, {
    email: 'mara@shop.md',
    role: 'marketing',
    password: 'staff-password-2026',
    name: 'Mara Ciobanu',
  });
  await signIn();
}, 120_000);
afterAll(() => provider?.close());

const call = (path: string, init: { method?: 'POST'; json?: unknown } = {}) =>
  provider.request(`/api/staff/seo-reports/${path}`, { ...init, headers: { cookie } });

describe('the SEO report history (issue 42)', () => {
  it('stores each run and lists them newest first, up to a chosen date', async () => {
    const first = await call('', {
      method: 'POST',
      json: {
        pages: 3,
        problems: {
          '/': ['soft404:report_soft_404_not_found'],
          '/en': [],
          '/ru': ['status:check_status_error'],
        },
      },
    });
    expect(first.status).toBe(201);
    const stored = (await first.json()) as { id: number };
    expect(stored).toMatchObject({
      pages: 3,
      staff_name: 'Mara Ciobanu',
      urls_with_problems: 2,
      created_at: '2026-05-04T09:00:00.000Z',
    });
    clock = new Date('2026-05-06T10:00:00Z');
    await signIn();
    const second = (await (
      await call('', { method: 'POST', json: { pages: 4, problems: {} } })
    ).json()) as { id: number };

    const all = (await (await call('')).json()) as { id: number }[];
    expect(all.map((run) => run.id)).toEqual([second.id, stored.id]);
    const untilMay5 = (await (await call('?before=2026-05-05')).json()) as { id: number }[];
    expect(untilMay5.map((run) => run.id)).toEqual([stored.id]);

    const run = await (await call(`${stored.id}/`)).json();
    // A URL without issues is not stored.
    expect(run.problems).toEqual({
      '/': ['soft404:report_soft_404_not_found'],
      '/ru': ['status:check_status_error'],
    });
    expect((await call('999999/')).status).toBe(404);
  });

  it('refuses a run that is not a report', async () => {
    for (const json of [
      { pages: -1, problems: {} },
      { pages: 1, problems: { '/': ['<script>'] } },
      { pages: 1, problems: [] },
    ])
      expect((await call('', { method: 'POST', json })).status).toBe(400);
  });
});
