import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser } from '../domain/staff';
import { createTestProvider, type TestProvider } from '../testing/harness';

/** Issue 42: the focus keyphrases marketing staff set in the SEO preview. */
describe('staff focus keyphrases', () => {
  let provider: TestProvider;
  let cookie: string;
  const clock = new Date('2026-11-20T09:30:00Z');
  beforeAll(async () => {
    provider = await createTestProvider({ now: () => clock });
    await addStaffUser(provider.db, {
      email: 'ana@shop.md',
      name: 'Ana Marketing',
      role: 'marketing',
      password: 'staff-password-2026',
    });
    const response = await provider.request('/api/staff/session/', {
      method: 'POST',
      json: { email: 'ana@shop.md', password: 'staff-password-2026' },
    });
    cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  }, 120_000);
  afterAll(() => provider.close());

  const set = (json: unknown) =>
    provider.request('/api/staff/seo-keyphrases/', { method: 'POST', json, headers: { cookie } });
  const list = async () => {
    const response = await provider.request('/api/staff/seo-keyphrases/', { headers: { cookie } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return ((await response.json()) as { results: unknown[] }).results;
  };

  it('stores one keyphrase per page and language, with who set it, and replaces it', async () => {
    const first = await set({
      path: '/ferestre',
      locale: 'ro',
      keyphrase: '  ferestre   termopan ',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      path: '/ferestre',
      locale: 'ro',
      keyphrase: 'ferestre termopan',
      updated_by: 'Ana Marketing',
      updated_at: '2026-11-20T09:30:00.000Z',
    });
    expect(
      (await set({ path: '/en/windows', locale: 'en', keyphrase: 'pvc windows' })).status,
    ).toBe(200);
    expect((await set({ path: '/ferestre', locale: 'ro', keyphrase: 'ferestre pvc' })).status).toBe(
      200,
    );
    expect(await list()).toEqual([
      expect.objectContaining({ path: '/en/windows', locale: 'en', keyphrase: 'pvc windows' }),
      expect.objectContaining({ path: '/ferestre', locale: 'ro', keyphrase: 'ferestre pvc' }),
    ]);
  });

  it('removes a keyphrase set to empty', async () => {
    const removed = await set({ path: '/en/windows', locale: 'en', keyphrase: ' ' });
    expect(removed.status).toBe(204);
    expect(await list()).toEqual([expect.objectContaining({ path: '/ferestre' })]);
  });

  it('refuses what is not a shop path, a language or a keyphrase with field errors', async () => {
    for (const [json, field] of [
      [{ path: 'https://evil.example/', locale: 'ro', keyphrase: 'x' }, 'path'],
      [{ path: '//evil.example', locale: 'ro', keyphrase: 'x' }, 'path'],
      [{ path: '/ferestre', locale: 'de', keyphrase: 'x' }, 'locale'],
      [{ path: '/ferestre', locale: 'ro', keyphrase: 'x'.repeat(101) }, 'keyphrase'],
    ] as const) {
      const response = await set(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys((await response.json()) as object)).toContain(field);
    }
  });
});
