import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bonusLedger,
  calculatorTypes,
  mailOutbox,
  orders,
  paymentRefunds,
  users,
} from '../db/schema';
import { staffTestKit } from '../testing/staff-session';

/** The orders console, `routes/staff-orders.ts`. */
const kit = staffTestKit();
const { session, asStaff, placeOrder, move } = kit;

describe('the orders console (issue 38)', () => {
  /** A registered customer (Ana Rusu) of a fresh address starting with `prefix`, and their access token. */
  async function registeredCustomer(prefix: string) {
    const [user] = await kit.provider.db
      .insert(users)
      .values({
        email: `${prefix}-${randomBytes(3).toString('hex')}@example.md`,
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
      })
      .returning();
    return { user: user!, token: await kit.provider.accessTokenFor(user!, kit.clock) };
  }

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
    const mails = await kit.provider.db
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
    const { user, token } = await registeredCustomer('bonus');
    const order = await placeOrder(2, token);
    await move(cookie, order.nr, 'in_production');
    const ledger = () =>
      kit.provider.db.select().from(bonusLedger).where(eq(bonusLedger.orderId, order.id));
    expect(await ledger()).toEqual([]);
    await move(cookie, order.nr, 'delivered');
    const [earned] = await ledger();
    expect(earned).toMatchObject({ reason: 'order_earned', userId: user.id });
    expect(earned!.delta).toBeGreaterThan(0);
  });

  it('requires a reason to cancel, and refunds a paid card order through the gateway', async () => {
    const cookie = await session('manager');
    const order = await placeOrder(1);
    expect(
      (await kit.provider.request(`${order.pay}/approve`, { method: 'POST' })).status,
    ).toBeLessThan(400);
    const [paid] = await kit.provider.db.select().from(orders).where(eq(orders.id, order.id));
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
    const refunds = await kit.provider.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ gateway: 'test-bank', amount: paid!.totals.grand_total });
    // Cancelled is final.
    expect((await move(cookie, order.nr, 'cancelled', 'again')).status).toBe(409);
    const [mail] = await kit.provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order_cancelled'));
    expect(mail!.text).toContain('The customer changed their mind');
  });

  it('takes back what a cancelled paid order earned, and gives back what it spent', async () => {
    const cookie = await session('admin');
    const { user, token } = await registeredCustomer('refund');
    const order = await placeOrder(1, token);
    await kit.provider.request(`${order.pay}/approve`, { method: 'POST' });
    const balance = async () =>
      (await kit.provider.db.select().from(users).where(eq(users.id, user.id)))[0]!.bonusBalance;
    const earned = await balance();
    expect(earned).toBeGreaterThan(0);
    expect((await move(cookie, order.nr, 'cancelled', 'Out of stock')).status).toBe(200);
    expect(await balance()).toBe(0);
    const reasons = (
      await kit.provider.db.select().from(bonusLedger).where(eq(bonusLedger.orderId, order.id))
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
    const [window] = await kit.provider.db
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
    const [stored] = await kit.provider.db.select().from(orders).where(eq(orders.nr, order.nr));
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
