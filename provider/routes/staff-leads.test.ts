import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  calculatorTypes,
  contactRequests,
  orderRequests,
  vacancies,
  vacancyApplications,
} from '../db/schema';
import { localFilePath } from '../storage';
import { staffTestKit } from '../testing/staff-session';

/** Leads and CVs, `routes/staff-leads.ts`. */
const kit = staffTestKit();
const { session, asStaff } = kit;

describe('leads and CVs (issue 38)', () => {
  it('marks a call-back request done with who handled it', async () => {
    const cookie = await session('manager');
    const [lead] = await kit.provider.db
      .insert(contactRequests)
      .values({ phone: '+373 (691) 000-11', name: 'Ion', locale: 'ro', createdAt: kit.clock })
      .returning();
    const list = (await (await asStaff(cookie, '/api/staff/leads/?kind=callback')).json()) as {
      results: { id: number; status: string }[];
    };
    expect(list.results.find((row) => row.id === lead!.id)?.status).toBe('new');
    const done = await asStaff(cookie, `/api/staff/leads/callback/${lead!.id}/`, {
      method: 'PATCH',
      json: { status: 'done' },
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'done', handled_by: 'Manager Person' });
    expect(
      (
        await asStaff(cookie, `/api/staff/leads/callback/999999/`, {
          method: 'PATCH',
          json: { status: 'done' },
        })
      ).status,
    ).toBe(404);
  });

  it('filters leads by status and kind, keeping the pages', async () => {
    const cookie = await session('manager');
    const rows = await kit.provider.db
      .insert(contactRequests)
      .values(
        Array.from({ length: 23 }, (_, index) => ({
          phone: `+373 (691) 100-${String(index).padStart(2, '0')}`,
          name: `Filter ${index}`,
          locale: 'ro',
          status: index < 21 ? ('in_progress' as const) : ('done' as const),
          createdAt: kit.clock,
        })),
      )
      .returning({ id: contactRequests.id });
    type Page = {
      count: number;
      pages: number;
      page: number;
      results: { kind: string; id: number; status: string; created_at: string }[];
    };
    const read = async (query: string) => {
      const response = await asStaff(cookie, `/api/staff/leads/?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as Page;
    };
    const ours = (page: Page) =>
      page.results.filter((lead) => rows.some((row) => row.id === lead.id));
    const first = await read('kind=callback&status=in_progress');
    expect(first.results.every((lead) => lead.kind === 'callback')).toBe(true);
    expect(first.results.every((lead) => lead.status === 'in_progress')).toBe(true);
    expect(first.count).toBeGreaterThanOrEqual(21);
    expect(first.pages).toBe(Math.ceil(first.count / 20));
    const second = await read('kind=callback&status=in_progress&page=2');
    expect(second.page).toBe(2);
    expect(second.results.every((lead) => lead.status === 'in_progress')).toBe(true);
    expect(ours(first).length + ours(second).length).toBe(21);
    const done = await read('status=done');
    expect(done.results.every((lead) => lead.status === 'done')).toBe(true);
    expect(ours(done)).toHaveLength(2);
    expect((await asStaff(cookie, '/api/staff/leads/?status=closed')).status).toBe(400);
    // Across every kind, the pages follow on from each other: newest first, none twice.
    const [one, two] = [await read(''), await read('page=2')];
    const key = (lead: Page['results'][number]) => `${lead.kind}-${lead.id}`;
    expect(one.results).toHaveLength(20);
    expect(one.count).toBeGreaterThanOrEqual(23);
    expect(new Set([...one.results, ...two.results].map(key)).size).toBe(
      one.results.length + two.results.length,
    );
    const all = [...one.results, ...two.results];
    expect(all.map((lead) => lead.created_at)).toEqual(
      all.map((lead) => lead.created_at).sort((a, b) => b.localeCompare(a)),
    );
  });

  it('describes a configurator order request in the staff member’s language, defaults filled in', async () => {
    const cookie = await session('manager');
    const [window] = await kit.provider.db
      .select()
      .from(calculatorTypes)
      .where(eq(calculatorTypes.kind, 'window'))
      .orderBy(asc(calculatorTypes.id))
      .limit(1);
    const [request] = await kit.provider.db
      .insert(orderRequests)
      .values({
        calculatorId: window!.calculatorId,
        calculatorTypeId: window!.id,
        clientName: 'Vasile Cerere',
        clientPhone: '+373 (691) 200-01',
        configuration: { features: { profile: 'comfort-70' }, sizes: { width: 900 } },
        locale: 'ro',
        createdAt: kit.clock,
      })
      .returning();
    const list = (await (
      await asStaff(cookie, '/api/staff/leads/?kind=order_request&status=new')
    ).json()) as { results: { id: number; subject: string; description: string[] }[] };
    const lead = list.results.find((row) => row.id === request!.id)!;
    expect(lead.subject).toBe(window!.product.name.en);
    const profile = window!.product.features.find((group) => group.id === 'profile')!;
    const comfort = profile.options.find((option) => option.id === 'comfort-70')!;
    const width = window!.product.sizes.find((size) => size.id === 'width')!;
    const height = window!.product.sizes.find((size) => size.id === 'height')!;
    expect(lead.description).toContain(`${profile.name.en}: ${comfort.name.en}`);
    expect(lead.description).toContain(`${width.name.en}: 900`);
    // The height the shopper left alone is the type's default.
    expect(lead.description).toContain(`${height.name.en}: ${height.value}`);
  });

  it('serves a CV only to a manager or admin, as an attachment of its stored type', async () => {
    const [vacancy] = await kit.provider.db.select().from(vacancies).limit(1);
    const key = `cv/${randomBytes(8).toString('hex')}`;
    const file = localFilePath(kit.provider.dataDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048)]);
    await writeFile(file, bytes);
    const [application] = await kit.provider.db
      .insert(vacancyApplications)
      .values({
        vacancyId: vacancy!.id,
        name: 'Maria',
        phone: '+373 (691) 000-22',
        email: 'maria@example.md',
        fileKey: key,
        fileName: 'CV Maria Țurcan.pdf',
        fileType: 'application/pdf',
        fileSize: bytes.length,
        locale: 'ro',
      })
      .returning();
    const cvPath = `/api/staff/leads/vacancy/${application!.id}/cv/`;
    expect((await kit.provider.request(cvPath)).status).toBe(401);
    expect((await asStaff(await session('marketing'), cvPath)).status).toBe(403);
    const response = await asStaff(await session('manager'), cvPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="CV Maria _urcan.pdf"; filename*=UTF-8''CV%20Maria%20%C8%9Aurcan.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
