import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bonusLedger,
  calculatorTypes,
  categories,
  contactRequests,
  mailOutbox,
  orderRequests,
  orders,
  paymentRefunds,
  products,
  staffUsers,
  users,
  vacancies,
  vacancyApplications,
} from '../db/schema';
import { addStaffUser, STAFF_IDLE_SECONDS, totpFor } from '../domain/staff';
import { localFilePath } from '../storage';
import { createTestProvider, type TestProvider } from '../testing/harness';

const PASSWORD = 'staff-password-2026';
let clock = new Date('2026-05-04T09:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let provider: TestProvider;
let productId: number;

async function staffMember(
  role: 'manager' | 'marketing' | 'admin',
  options: { totp?: boolean } = {},
) {
  const email = `${role}-${randomBytes(4).toString('hex')}@shop.md`;
  const added = await addStaffUser(provider.db, {
    email,
    role,
    password: PASSWORD,
    name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
    requireTotp: options.totp,
  });
  if (!added.ok) throw new Error(added.error);
  return { email, otpauth: added.otpauthUri };
}

const signIn = (email: string, password = PASSWORD, ip = '192.0.2.10', code?: string) =>
  provider.request('/api/staff/session/', {
    method: 'POST',
    json: { email, password, ...(code ? { code } : {}) },
    clientAddress: ip,
    locale: 'en',
  });

/** The cookie header a browser would send back after this sign-in. */
function cookieOf(response: Response): string {
  const set = response.headers.get('set-cookie') ?? '';
  const pair = set.split(';')[0]!;
  expect(pair).toMatch(/^staff_session=.+/);
  return pair;
}

async function session(role: 'manager' | 'marketing' | 'admin') {
  const { email } = await staffMember(role);
  const response = await signIn(email);
  expect(response.status).toBe(200);
  return cookieOf(response);
}

const asStaff = (
  cookie: string,
  requestPath: string,
  init: RequestInit & { json?: unknown } = {},
) =>
  provider.request(requestPath, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie },
    locale: 'en',
  });

/** Places an order as a guest (or a signed-in customer) and answers its number and id. */
async function placeOrder(
  method: 1 | 2,
  token?: string,
  phone = '+373 (691) 234-56',
  configured?: Record<string, unknown>,
) {
  const visitor = token ? null : randomBytes(24).toString('base64url');
  const headers: Record<string, string> = {};
  if (visitor) headers['X-Cart-Id'] = visitor;
  if (token) headers.Authorization = `Bearer ${token}`;
  const call = (requestPath: string, json?: unknown) =>
    provider.request(`/api/calculator${requestPath}`, {
      method: json === undefined ? 'GET' : 'POST',
      json,
      headers,
      locale: 'ro',
    });
  const cart = (await (await call('/cart/')).json()) as { id: number };
  if (configured) await call(`/cart/${cart.id}/items/`, { data: configured, quantity: 1 });
  else await call(`/cart/${cart.id}/items/add-product/`, { product_id: productId, quantity: 1 });
  await call(`/cart/${cart.id}/set-user-details/`, {
    email: 'ana@example.md',
    full_name: 'Ana Rusu',
    phone,
  });
  await call(`/cart/${cart.id}/set-delivery/`, { delivery_type: 'pickup' });
  await call(`/cart/${cart.id}/set-payment-details/`, { payment_method: method });
  const body = (await (await call(`/cart/${cart.id}/create-order/`, {})).json()) as {
    order: { id: number; nr: string };
    payment_data: { result: { payUrl: string } } | null;
  };
  const pay = body.payment_data
    ? new URL(body.payment_data.result.payUrl).pathname.replace(/^\/backend/, '')
    : null;
  return { id: body.order.id, nr: body.order.nr, pay };
}

const move = (cookie: string, nr: string, status: string, reason?: string) =>
  asStaff(cookie, `/api/staff/orders/${nr}/status/`, {
    method: 'POST',
    json: { status, ...(reason ? { reason } : {}) },
  });

beforeAll(async () => {
  provider = await createTestProvider({ now: () => clock });
  const [category] = await provider.db.select().from(categories).limit(1);
  const [product] = await provider.db
    .insert(products)
    .values({
      slug: 'staff-test-blind',
      categoryId: category!.id,
      title: { ro: 'Jaluzea', en: 'Blind' },
      description: { ro: '' },
      price: 20_000,
      unit: 'piece',
      deliveryClass: 'blinds_sills',
      image: '/images/products/blind-fabric.svg',
    })
    .returning({ id: products.id });
  productId = product!.id;
});
afterAll(() => provider.close());

describe('staff sign-in (issue 38)', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie stored server-side; sign-out ends it', async () => {
    const { email } = await staffMember('manager');
    const response = await signIn(email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email, role: 'manager', totp: false });
    const header = response.headers.get('set-cookie')!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).not.toMatch(/Max-Age|Expires/);
    const cookie = cookieOf(response);
    const me = await asStaff(cookie, '/api/staff/me/');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect((await asStaff(cookie, '/api/staff/session/', { method: 'DELETE' })).status).toBe(204);
    expect((await asStaff(cookie, '/api/staff/me/')).status).toBe(401);
  });

  it('marks the cookie Secure behind https', async () => {
    const { email } = await staffMember('manager');
    const response = await provider.request('/api/staff/session/', {
      method: 'POST',
      json: { email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('ends a session idle longer than the timeout', async () => {
    const cookie = await session('manager');
    advance(STAFF_IDLE_SECONDS - 60);
    expect((await asStaff(cookie, '/api/staff/me/')).status).toBe(200);
    advance(STAFF_IDLE_SECONDS - 60);
    expect((await asStaff(cookie, '/api/staff/me/')).status).toBe(200);
    advance(STAFF_IDLE_SECONDS + 1);
    expect((await asStaff(cookie, '/api/staff/me/')).status).toBe(401);
  });

  it('answers 400 with field errors for a malformed sign-in', async () => {
    const response = await provider.request('/api/staff/session/', {
      method: 'POST',
      json: { email: '', password: 5 },
      locale: 'en',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['email', 'password']);
  });

  it('never lets wrong passwords from many addresses lock out the right one', async () => {
    const { email } = await staffMember('admin');
    const known = '192.0.2.60';
    expect((await signIn(email, PASSWORD, known)).status).toBe(200);
    for (let attempt = 0; attempt < 30; attempt++)
      expect([401, 429]).toContain(
        (await signIn(email, 'wrong-password', `198.51.100.${attempt}`)).status,
      );
    // The owner's known device at once; a new device after a short delay.
    expect((await signIn(email, PASSWORD, known)).status).toBe(200);
    expect((await signIn(email, PASSWORD, '203.0.113.5')).status).toBe(429);
    advance(60);
    expect((await signIn(email, PASSWORD, '203.0.113.5')).status).toBe(200);
  });

  it('asks for the TOTP code when two-factor sign-in is required, and refuses a wrong one', async () => {
    const { email, otpauth } = await staffMember('admin', { totp: true });
    const secret = new URL(otpauth!).searchParams.get('secret')!;
    const withoutCode = await signIn(email);
    expect(withoutCode.status).toBe(400);
    expect(await withoutCode.json()).toEqual({
      code: ['Enter the code from your authenticator app'],
    });
    expect(withoutCode.headers.get('set-cookie')).toBeNull();
    const wrong = await signIn(email, PASSWORD, '192.0.2.10', '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: ['The code is not correct'] });
    const code = totpFor(email, secret).generate({ timestamp: clock.getTime() });
    const right = await signIn(email, PASSWORD, '192.0.2.10', code);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ totp: true });
  });

  it('never lets wrong TOTP codes from many addresses lock out the owner, who has the code', async () => {
    const { email, otpauth } = await staffMember('admin', { totp: true });
    const secret = new URL(otpauth!).searchParams.get('secret')!;
    const code = () => totpFor(email, secret).generate({ timestamp: clock.getTime() });
    const known = '192.0.2.70';
    expect((await signIn(email, PASSWORD, known, code())).status).toBe(200);
    // Someone who has the password but not the code, from many addresses.
    for (let attempt = 0; attempt < 30; attempt++)
      expect([400, 429]).toContain(
        (await signIn(email, PASSWORD, `198.51.100.${100 + attempt}`, '000000')).status,
      );
    expect((await signIn(email, PASSWORD, known, code())).status).toBe(200);
    expect((await signIn(email, PASSWORD, '203.0.113.6', code())).status).toBe(429);
    advance(60);
    expect((await signIn(email, PASSWORD, '203.0.113.6', code())).status).toBe(200);
  });

  it('never opens a staff endpoint with a customer token, nor a customer endpoint with a staff session', async () => {
    const [user] = await provider.db
      .insert(users)
      .values({
        email: `shopper-${randomBytes(3).toString('hex')}@example.md`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
        phone: '+373 (691) 234-56',
      })
      .returning();
    const token = await provider.accessTokenFor(user!, clock);
    const asCustomer = await provider.request('/api/staff/orders/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(asCustomer.status).toBe(401);
    const cookie = await session('admin');
    expect((await asStaff(cookie, '/api/auth/me/')).status).toBe(401);
  });
});

describe('the orders console (issue 38)', () => {
  it('finds a guest cash order by phone, confirms it, moves it to production and delivered', async () => {
    const cookie = await session('manager');
    const order = await placeOrder(2, undefined, '+373 (692) 555-01');
    const found = await asStaff(cookie, '/api/staff/orders/?q=069255501');
    expect(found.status).toBe(200);
    const list = (await found.json()) as { results: { nr: string }[] };
    expect(list.results.map((row) => row.nr)).toEqual([order.nr]);
    const detail = (await (await asStaff(cookie, `/api/staff/orders/${order.nr}/`)).json()) as {
      next: string[];
      lines: unknown[];
    };
    expect(detail.next).toEqual(['in_production', 'cancelled']);
    expect(detail.lines).toHaveLength(1);
    expect((await move(cookie, order.nr, 'delivered')).status).toBe(409);
    expect((await move(cookie, order.nr, 'in_production')).status).toBe(200);
    const delivered = await move(cookie, order.nr, 'delivered');
    expect(delivered.status).toBe(200);
    const body = (await delivered.json()) as {
      status: string;
      next: string[];
      history: { status: string; by: string | null }[];
    };
    expect(body.status).toBe('delivered');
    expect(body.next).toEqual([]);
    expect(body.history.map((row) => [row.status, row.by])).toEqual([
      ['new', null],
      ['in_production', 'Manager Person'],
      ['delivered', 'Manager Person'],
    ]);
    const mails = await provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'ana@example.md'))
      .orderBy(asc(mailOutbox.id));
    const kinds = mails.filter((row) => row.subject.includes(order.nr)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['order_confirmed', 'order_delivered']));
    const confirmedMail = mails.find(
      (row) => row.kind === 'order_confirmed' && row.subject.includes(order.nr),
    )!;
    expect(confirmedMail.locale).toBe('ro');
    expect(confirmedMail.text).toContain(`Am confirmat comanda ${order.nr}`);
  });

  it('credits a registered customer’s cash order bonuses on delivery, not before', async () => {
    const cookie = await session('admin');
    const [user] = await provider.db
      .insert(users)
      .values({
        email: `bonus-${randomBytes(3).toString('hex')}@example.md`,
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
      })
      .returning();
    const token = await provider.accessTokenFor(user!, clock);
    const order = await placeOrder(2, token);
    await move(cookie, order.nr, 'in_production');
    const ledger = () =>
      provider.db.select().from(bonusLedger).where(eq(bonusLedger.orderId, order.id));
    expect(await ledger()).toEqual([]);
    await move(cookie, order.nr, 'delivered');
    const [earned] = await ledger();
    expect(earned).toMatchObject({ reason: 'order_earned', userId: user!.id });
    expect(earned!.delta).toBeGreaterThan(0);
  });

  it('requires a reason to cancel, and refunds a paid card order through the gateway', async () => {
    const cookie = await session('manager');
    const order = await placeOrder(1);
    expect(
      (await provider.request(`${order.pay}/approve`, { method: 'POST' })).status,
    ).toBeLessThan(400);
    const [paid] = await provider.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe('paid');
    const noReason = await move(cookie, order.nr, 'cancelled');
    expect(noReason.status).toBe(400);
    expect(Object.keys((await noReason.json()) as object)).toEqual(['reason']);
    const cancelled = await move(cookie, order.nr, 'cancelled', 'The customer changed their mind');
    expect(cancelled.status).toBe(200);
    const body = (await cancelled.json()) as {
      status: string;
      payments: { kind: string; amount: number; by: string | null }[];
      history: { status: string; reason: string | null }[];
    };
    expect(body.status).toBe('cancelled');
    expect(body.payments.map((row) => row.kind)).toEqual(['link', 'refund']);
    expect(body.payments[1]).toMatchObject({
      amount: paid!.totals.grand_total,
      by: 'Manager Person',
    });
    expect(body.history.at(-1)).toEqual(
      expect.objectContaining({ status: 'cancelled', reason: 'The customer changed their mind' }),
    );
    const refunds = await provider.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ gateway: 'test-bank', amount: paid!.totals.grand_total });
    // Cancelled is final.
    expect((await move(cookie, order.nr, 'cancelled', 'again')).status).toBe(409);
    const [mail] = await provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order_cancelled'));
    expect(mail!.text).toContain('The customer changed their mind');
  });

  it('takes back what a cancelled paid order earned, and gives back what it spent', async () => {
    const cookie = await session('admin');
    const [user] = await provider.db
      .insert(users)
      .values({
        email: `refund-${randomBytes(3).toString('hex')}@example.md`,
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
      })
      .returning();
    const token = await provider.accessTokenFor(user!, clock);
    const order = await placeOrder(1, token);
    await provider.request(`${order.pay}/approve`, { method: 'POST' });
    const balance = async () =>
      (await provider.db.select().from(users).where(eq(users.id, user!.id)))[0]!.bonusBalance;
    const earned = await balance();
    expect(earned).toBeGreaterThan(0);
    expect((await move(cookie, order.nr, 'cancelled', 'Out of stock')).status).toBe(200);
    expect(await balance()).toBe(0);
    const reasons = (
      await provider.db.select().from(bonusLedger).where(eq(bonusLedger.orderId, order.id))
    ).map((row) => [row.reason, row.delta]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['order_earned', earned],
        ['order_earned_reversed', -earned],
      ]),
    );
  });

  it('describes a configured item in the staff member’s language, with its calculator type', async () => {
    const cookie = await session('manager');
    const [window] = await provider.db
      .select()
      .from(calculatorTypes)
      .where(eq(calculatorTypes.kind, 'window'))
      .orderBy(asc(calculatorTypes.id))
      .limit(1);
    const order = await placeOrder(2, undefined, '+373 (692) 555-09', {
      calculator_type_id: window!.id,
      features: { profile: 'comfort-70', shape: 'two-sections', opening: 'left-tilt' },
      sizes: { width: 1400, height: 1200 },
      additionals: ['external-sill'],
    });
    const [stored] = await provider.db.select().from(orders).where(eq(orders.nr, order.nr));
    // The shopper ordered in Romanian; the order keeps their words.
    expect(stored!.items[0]!.name).toBe(window!.product.name.ro);
    const detail = (await (await asStaff(cookie, `/api/staff/orders/${order.nr}/`)).json()) as {
      lines: {
        name: string;
        description: string[];
        calculator_type_id: number | null;
        configuration: { features: Record<string, string>; sizes: Record<string, number> };
      }[];
    };
    const [line] = detail.lines;
    expect(line!.name).toBe(window!.product.name.en);
    expect(line!.calculator_type_id).toBe(window!.id);
    expect(line!.configuration.sizes).toMatchObject({ width: 1400, height: 1200 });
    const profile = window!.product.features.find((group) => group.id === 'profile')!;
    const comfort = profile.options.find((option) => option.id === 'comfort-70')!;
    expect(line!.description).toContain(`${profile.name.en}: ${comfort.name.en}`);
    expect(line!.description.join('\n')).toContain('1400');
    expect(line!.description.join('\n')).not.toContain(`${profile.name.ro}:`);
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    const cookie = await session('manager');
    expect((await asStaff(cookie, '/api/staff/orders/FM-2026-99999/')).status).toBe(404);
    const order = await placeOrder(2);
    expect((await move(cookie, order.nr, 'shipped')).status).toBe(400);
    expect((await asStaff(cookie, '/api/staff/orders/?from=yesterday')).status).toBe(400);
  });
});

describe('leads and CVs (issue 38)', () => {
  it('marks a call-back request done with who handled it', async () => {
    const cookie = await session('manager');
    const [lead] = await provider.db
      .insert(contactRequests)
      .values({ phone: '+373 (691) 000-11', name: 'Ion', locale: 'ro', createdAt: clock })
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
    const rows = await provider.db
      .insert(contactRequests)
      .values(
        Array.from({ length: 23 }, (_, index) => ({
          phone: `+373 (691) 100-${String(index).padStart(2, '0')}`,
          name: `Filter ${index}`,
          locale: 'ro',
          status: index < 21 ? ('in_progress' as const) : ('done' as const),
          createdAt: clock,
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
    const [window] = await provider.db
      .select()
      .from(calculatorTypes)
      .where(eq(calculatorTypes.kind, 'window'))
      .orderBy(asc(calculatorTypes.id))
      .limit(1);
    const [request] = await provider.db
      .insert(orderRequests)
      .values({
        calculatorId: window!.calculatorId,
        calculatorTypeId: window!.id,
        clientName: 'Vasile Cerere',
        clientPhone: '+373 (691) 200-01',
        configuration: { features: { profile: 'comfort-70' }, sizes: { width: 900 } },
        locale: 'ro',
        createdAt: clock,
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
    const [vacancy] = await provider.db.select().from(vacancies).limit(1);
    const key = `cv/${randomBytes(8).toString('hex')}`;
    const file = localFilePath(provider.dataDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048)]);
    await writeFile(file, bytes);
    const [application] = await provider.db
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
    expect((await provider.request(cvPath)).status).toBe(401);
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

describe('subscribers (issue 38)', () => {
  it('exports confirmed addresses only, formula-safe', async () => {
    const { subscriptions } = await import('../db/schema');
    await provider.db.insert(subscriptions).values([
      { email: '=cmd@example.md', locale: 'ro', confirmedAt: clock },
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

describe('staff_users', () => {
  it('stores no password in the clear', async () => {
    const { email } = await staffMember('manager');
    const [row] = await provider.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });
});
