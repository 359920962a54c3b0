import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  calculatorTypes,
  contactRequests,
  orderRequests,
  subscriptions,
  vacancyApplications,
} from '../db/schema';
import { rateRules } from '../domain/rate-limit';
import { createTestProvider, type TestProvider } from '../testing/harness';

/**
 * Issue 26: one client can no longer fill the database, the outbox or the disk through the forms.
 * Every form answers 429 with Retry-After past its per-client limit, and the stored CVs have a cap.
 */
const PHONE = '+373 (691) 234-56';
const pdf = (bytes = 0) =>
  new Blob([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20)], { type: 'application/pdf' });
const applicant = { name: 'Ion Rusu', phone: PHONE, email: 'ion@example.md' };

function vacancyForm(file: Blob) {
  const form = new FormData();
  for (const [key, value] of Object.entries(applicant)) form.set(key, value);
  form.set('file', file, 'cv.pdf');
  return form;
}

describe('form rate limits', () => {
  let provider: TestProvider;
  let clock = new Date('2026-03-01T10:00:00Z');
  let vacancyId: number;
  beforeAll(async () => {
    provider = await createTestProvider({ now: () => clock });
    const vacancies = (await (await provider.request('/vacancies', { locale: 'en' })).json()) as {
      id: number;
    }[];
    vacancyId = vacancies[0]!.id;
  });
  afterAll(() => provider.close());
  afterEach(() => vi.unstubAllEnvs());

  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  async function expectLimited(response: Response, locale: 'en' | 'ro' = 'en') {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      detail:
        locale === 'en'
          ? 'Too many attempts. Please try again later'
          : 'Prea multe încercări. Încercați din nou mai târziu',
    });
    return retryAfter;
  }

  it('limits call-back requests per client, then lets them through once the window has passed', async () => {
    const send = () =>
      provider.request('/feedbacks/contact_us/', {
        method: 'POST',
        json: { phone: PHONE },
        locale: 'en',
      });
    for (let i = 0; i < rateRules.contactPerIp.limit; i += 1)
      expect((await send()).status).toBe(201);
    const retryAfter = await expectLimited(await send());
    expect(retryAfter).toBeLessThanOrEqual(rateRules.contactPerIp.windowSeconds);
    expect(await provider.db.$count(contactRequests)).toBe(rateRules.contactPerIp.limit);
    // An invalid request is still answered with its field errors, not counted as stored.
    expect(
      (await provider.request('/feedbacks/contact_us/', { method: 'POST', json: {} })).status,
    ).toBe(400);
    advance(retryAfter);
    expect((await send()).status).toBe(201);
  });

  it('limits newsletter subscriptions per client', async () => {
    const send = (n: number) =>
      provider.request('/feedbacks/subscribe/', {
        method: 'POST',
        json: { email: `reader${n}@example.md` },
        locale: 'ro',
      });
    for (let i = 0; i < rateRules.subscribePerIp.limit; i += 1)
      expect((await send(i)).status).toBe(202);
    await expectLimited(await send(99), 'ro');
    expect(await provider.db.$count(subscriptions)).toBe(rateRules.subscribePerIp.limit);
  });

  it('limits order requests from the calculator per client', async () => {
    const [type] = await provider.db.select().from(calculatorTypes).limit(1);
    const send = () =>
      provider.request('/api/calculator/order-request/', {
        method: 'POST',
        locale: 'en',
        json: {
          client_name: 'Ion Popescu',
          client_phone: PHONE,
          calculator_id: type!.calculatorId,
          calculator_type_id: type!.id,
        },
      });
    for (let i = 0; i < rateRules.orderRequestPerIp.limit; i += 1)
      expect((await send()).status).toBe(201);
    await expectLimited(await send());
    expect(await provider.db.$count(orderRequests)).toBe(rateRules.orderRequestPerIp.limit);
  });

  it('limits vacancy applications per client and keeps no file of a refused one', async () => {
    const apply = () =>
      provider.request(`/feedbacks/vacancy/?vacancy=${vacancyId}`, {
        method: 'POST',
        body: vacancyForm(pdf()),
        locale: 'en',
      });
    for (let i = 0; i < rateRules.vacancyPerIp.limit; i += 1)
      expect((await apply()).status).toBe(201);
    await expectLimited(await apply());
    expect(await provider.db.$count(vacancyApplications)).toBe(rateRules.vacancyPerIp.limit);
    const stored = await readdir(path.join(provider.dataDir, 'uploads', 'cv'));
    expect(stored).toHaveLength(rateRules.vacancyPerIp.limit);
    advance(rateRules.vacancyPerIp.windowSeconds);
  });

  it('limits CV uploads per client, even refused ones', async () => {
    advance(rateRules.cvUploadPerIp.windowSeconds);
    const bad = () =>
      provider.request(`/feedbacks/vacancy/?vacancy=${vacancyId}`, {
        method: 'POST',
        body: vacancyForm(new Blob(['MZ not a cv'])),
        locale: 'en',
      });
    for (let i = 0; i < rateRules.cvUploadPerIp.limit; i += 1)
      expect((await bad()).status).toBe(400);
    await expectLimited(await bad());
    advance(rateRules.cvUploadPerIp.windowSeconds);
  });

  it('refuses a CV with a clear 507 once the stored CVs reach their cap, and stores nothing', async () => {
    advance(rateRules.vacancyPerIp.windowSeconds);
    const folder = path.join(provider.dataDir, 'uploads', 'cv');
    const before = await readdir(folder);
    const applications = await provider.db.$count(vacancyApplications);
    // Room for one more small CV only.
    const { stat } = await import('node:fs/promises');
    let used = 0;
    for (const name of before) used += (await stat(path.join(folder, name))).size;
    vi.stubEnv('CV_STORAGE_MAX_BYTES', String(used + 30_000));
    const apply = (bytes: number, locale = 'en') =>
      provider.request(`/feedbacks/vacancy/?vacancy=${vacancyId}`, {
        method: 'POST',
        body: vacancyForm(pdf(bytes)),
        locale,
      });
    expect((await apply(10_000)).status).toBe(201);
    const full = await apply(25_000, 'ru');
    expect(full.status).toBe(507);
    expect(await full.json()).toEqual({
      detail: 'Сейчас мы не можем принять файлы резюме. Попробуйте позже или позвоните нам.',
    });
    expect(await readdir(folder)).toHaveLength(before.length + 1);
    expect(await provider.db.$count(vacancyApplications)).toBe(applications + 1);
  });
});
