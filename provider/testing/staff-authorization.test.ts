import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../app';
import {
  contactRequests,
  products,
  seoReportRuns,
  vacancies,
  vacancyApplications,
} from '../db/schema';
import { addStaffUser } from '../domain/staff';
import { localFilePath } from '../storage';
import {
  staffAuthorizationMatrix,
  staffAuthorizationTable,
  type StaffAuthorizationRow,
} from './authorization';
import { createTestProvider, type TestProvider } from './harness';
import { createCustomer } from './hostile';

type Who = 'admin' | 'manager' | 'marketing' | 'customer' | 'guest' | 'none';
const everyone: Who[] = ['admin', 'manager', 'marketing', 'customer', 'guest', 'none'];

/** Issue 38: every staff endpoint × (admin, manager, marketing, customer, guest, none). */
describe('staff authorization matrix', () => {
  let provider: TestProvider;
  const headers = {} as Record<Who, Record<string, string>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    provider = await createTestProvider();
    for (const role of ['admin', 'manager', 'marketing'] as const) {
      const email = `${role}@shop.md`;
      await addStaffUser(provider.db, { email, role, password: 'staff-password-2026' });
      const response = await provider.request('/api/staff/session/', {
        method: 'POST',
        json: { email, password: 'staff-password-2026' },
      });
      expect(response.status).toBe(200);
      headers[role] = { cookie: response.headers.get('set-cookie')!.split(';')[0]! };
    }
    const customer = await createCustomer(provider, 'shopper@example.md');
    headers.customer = { Authorization: `Bearer ${customer.token}` };
    const visitor = randomBytes(24).toString('base64url');
    headers.guest = { 'X-Cart-Id': visitor };
    headers.none = {};

    // A guest's cash order.
    const [product] = await provider.db.select().from(products).limit(1);
    const cart = (await (
      await provider.request('/api/calculator/cart/', { headers: headers.guest })
    ).json()) as { id: number };
    for (const [step, json] of [
      ['items/add-product/', { product_id: product!.id, quantity: 1 }],
      [
        'set-user-details/',
        { email: 'g@example.md', full_name: 'Gheorghe Rusu', phone: '+373 (691) 234-56' },
      ],
      ['set-delivery/', { delivery_type: 'pickup' }],
      ['set-payment-details/', { payment_method: 2 }],
    ] as const)
      await provider.request(`/api/calculator/cart/${cart.id}/${step}`, {
        method: 'POST',
        json,
        headers: headers.guest,
      });
    const ordered = (await (
      await provider.request(`/api/calculator/cart/${cart.id}/create-order/`, {
        method: 'POST',
        json: {},
        headers: headers.guest,
      })
    ).json()) as { order: { nr: string } };
    ids.order = ordered.order.nr;
    const [lead] = await provider.db
      .insert(contactRequests)
      .values({ phone: '+373 (691) 234-56', name: 'Ion', locale: 'ro' })
      .returning();
    ids.lead = String(lead!.id);
    const key = `cv/${randomBytes(8).toString('hex')}`;
    const file = localFilePath(provider.dataDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '%PDF-1.4\n%%EOF\n');
    const [vacancy] = await provider.db.select().from(vacancies).limit(1);
    const [application] = await provider.db
      .insert(vacancyApplications)
      .values({
        vacancyId: vacancy!.id,
        name: 'Maria',
        phone: '+373 (691) 234-56',
        email: 'maria@example.md',
        fileKey: key,
        fileName: 'cv.pdf',
        fileType: 'application/pdf',
        fileSize: 15,
        locale: 'ro',
      })
      .returning();
    ids.cv = String(application!.id);
    const [run] = await provider.db
      .insert(seoReportRuns)
      .values({ pages: 1, problems: { '/': ['soft404:report_soft_404_not_found'] } })
      .returning();
    ids.run = String(run!.id);
  }, 180_000);
  afterAll(() => provider?.close());

  const fill = (text: string) =>
    text.replace(/:(order|lead|cv|run)\b/g, (_, name: string) => ids[name]!);

  it('has a row for every documented staff route', () => {
    const documented = documentedRoutes()
      .filter((route) => route.path.startsWith('/api/staff/'))
      .map((route) => `${route.method.toUpperCase()} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`);
    const rows = staffAuthorizationMatrix.map(
      (row) =>
        `${row.method} ${row.path.replace(':order', ':nr').replace('callback/:lead', ':kind/:id').replace(':cv', ':id').replace(':run', ':id')}`,
    );
    expect(new Set(rows)).toEqual(new Set(documented));
    for (const route of documentedRoutes().filter((r) => r.path.startsWith('/api/staff/')))
      if (route.path !== '/api/staff/session/' || route.method !== 'post')
        expect(route.description, route.path).toMatch(/Role: /);
  });

  for (const row of staffAuthorizationMatrix)
    it(`${row.method} ${row.path}: ${everyone.map((who) => `${who} ${row[who]}`).join(', ')}`, async () => {
      for (const who of everyone) {
        const response = await provider.request(fill(row.path), {
          method: row.method,
          json: row.body,
          headers: headers[who],
        });
        expect(response.status, `${who} → ${row.method} ${row.path}`).toBe(
          (row as StaffAuthorizationRow)[who],
        );
      }
    });

  it('docs/security-testing.md lists the same staff matrix', async () => {
    const doc = await readFile(new URL('../../docs/security-testing.md', import.meta.url), 'utf8');
    // Row by row and cell by cell: the doc's table may be padded into columns (Prettier).
    const rows = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.trimStart().startsWith('|'))
        .map((line) =>
          line
            .trim()
            .slice(1, -1)
            .split(' | ')
            .map((cell) => cell.trim().replace(/^-+$/, '---'))
            .join(' | '),
        );
    expect(rows(doc).join('\n')).toContain(rows(staffAuthorizationTable()).join('\n'));
  });
});
