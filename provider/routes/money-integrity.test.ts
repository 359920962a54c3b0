import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger, orders, orderStatusHistory, users } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import { addTestBlind, createTestProvider, type TestProvider } from '../testing/harness';

interface OrderBody {
  order: { id: number; status: string; totals: { grand_total: number }; bonuses_spent: number };
  payment_data: { result: { payUrl: string } } | null;
}

const OPENING_BALANCE = 1_000;

/**
 * Issue 26: bonuses could be minted by asking for a second payment link of an order, approving one
 * and declining the other. Here every hostile step is tried, and the balance must stay the sum of
 * the ledger's rows and what the orders explain: an opening balance, minus what paid orders spent,
 * plus what they earned.
 */
describe('money integrity: payment links, settlement and the bonus ledger', () => {
  let provider: TestProvider;
  let productId: number;
  let userId: number;
  let token: string;
  const clock = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    provider = await createTestProvider({ now: () => clock });
    productId = await addTestBlind(provider.db, 'money-test-blind');
    const [user] = await provider.db
      .insert(users)
      .values({
        email: 'ledger@example.md',
        passwordHash: await hashPassword('ledger-password-1'),
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
        bonusBalance: OPENING_BALANCE,
      })
      .returning();
    userId = user!.id;
    await provider.db
      .insert(bonusLedger)
      .values({ userId, orderId: null, delta: OPENING_BALANCE, reason: 'opening' });
    // Signed in as a shopper is: through the login call.
    const login = await provider.request('/api/auth/jwt/create/', {
      method: 'POST',
      json: { email: user!.email, password: 'ledger-password-1' },
    });
    token = ((await login.json()) as { access: string }).access;
  });
  afterAll(() => provider.close());

  const headers = () => ({ Authorization: `Bearer ${token}` });
  const call = (path: string, json?: unknown) =>
    provider.request(`/api/calculator${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      json,
      headers: headers(),
      locale: 'en',
    });
  const payPath = (body: OrderBody) =>
    new URL(body.payment_data!.result.payUrl).pathname.replace(/^\/backend/, '');

  /** A card order spending `bonuses`; answers the order and a function that asks for another link. */
  async function cardOrder(bonuses: number) {
    const cart = (await (await call('/cart/')).json()) as { id: number };
    await call(`/cart/${cart.id}/items/add-product/`, { product_id: productId, quantity: 1 });
    await call(`/cart/${cart.id}/set-user-details/`, {
      email: 'ledger@example.md',
      full_name: 'Ana Rusu',
      phone: '+373 (691) 234-56',
    });
    await call(`/cart/${cart.id}/set-delivery/`, { delivery_type: 'pickup' });
    const payment = await call(`/cart/${cart.id}/set-payment-details/`, {
      payment_method: 1,
      use_bonuses: bonuses > 0,
      bonuses,
    });
    expect(payment.status, await payment.clone().text()).toBe(200);
    const createOrder = async () => {
      const response = await call(`/cart/${cart.id}/create-order/`, {});
      expect(response.status).toBeLessThan(300);
      return (await response.json()) as OrderBody;
    };
    const first = await createOrder();
    return { order: first.order, firstLink: payPath(first), createOrder };
  }

  const post = (path: string) => provider.request(path, { method: 'POST' });
  const orderRow = async (id: number) =>
    (await provider.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const balance = async () =>
    (await provider.db.select().from(users).where(eq(users.id, userId)))[0]!.bonusBalance;
  const ledgerSum = async () =>
    Number(
      (
        await provider.db
          .select({ sum: sql<string>`coalesce(sum(${bonusLedger.delta}), 0)` })
          .from(bonusLedger)
          .where(eq(bonusLedger.userId, userId))
      )[0]!.sum,
    );
  const historyOf = async (orderId: number) =>
    (
      await provider.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id))
    ).map((row) => row.status);

  it('a second link voids the first: approving the new one and declining the old one keeps the order paid and refunds nothing', async () => {
    const { order, firstLink, createOrder } = await cardOrder(300);
    const again = await createOrder();
    expect(again.order.id).toBe(order.id);
    const secondLink = payPath(again);
    expect(secondLink).not.toBe(firstLink);

    expect((await provider.request(firstLink)).status).toBe(409);
    expect((await post(`${secondLink}/approve`)).headers.get('location')).toContain(
      'success_order=True',
    );
    const declineOld = await post(`${firstLink}/decline`);
    expect(declineOld.headers.get('location') ?? '').toContain('success_order=True');
    expect((await post(`${secondLink}/decline`)).headers.get('location')).toContain(
      'success_order=True',
    );

    const stored = await orderRow(order.id);
    expect(stored.status).toBe('paid');
    expect(await historyOf(order.id)).toEqual(['new', 'awaiting_payment', 'paid']);
    expect(await balance()).toBe(OPENING_BALANCE - 300 + stored.bonusesEarned);
    expect(await ledgerSum()).toBe(await balance());
  });

  it('approving a voided link pays nothing; the live link still decides, once', async () => {
    const before = await balance();
    const { order, firstLink, createOrder } = await cardOrder(200);
    const secondLink = payPath(await createOrder());

    const approveOld = await post(`${firstLink}/approve`);
    expect(approveOld.status).toBe(409);
    expect(await approveOld.text()).toContain('newer payment link');
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');

    expect((await post(`${secondLink}/decline`)).headers.get('location')).toContain(
      'payment=declined',
    );
    for (const replay of [`${secondLink}/approve`, `${secondLink}/decline`, `${firstLink}/approve`])
      await post(replay);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await historyOf(order.id)).toEqual(['new', 'awaiting_payment', 'cancelled']);
    expect(await balance()).toBe(before);
    expect(await ledgerSum()).toBe(await balance());
  });

  it('a paid order issues no new link and no callback can cancel it', async () => {
    const { order, firstLink, createOrder } = await cardOrder(100);
    await post(`${firstLink}/approve`);
    const after = await createOrder();
    expect(after.order.status).toBe('paid');
    expect(after.payment_data).toBeNull();
    const paidBalance = await balance();
    await post(`${firstLink}/decline`);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await balance()).toBe(paidBalance);
  });

  it('two concurrent callbacks on the live link settle the order once', async () => {
    const { order, firstLink } = await cardOrder(50);
    await Promise.all([
      post(`${firstLink}/approve`),
      post(`${firstLink}/decline`),
      post(`${firstLink}/approve`),
      post(`${firstLink}/decline`),
    ]);
    const history = await historyOf(order.id);
    expect(history).toHaveLength(3);
    expect(['paid', 'cancelled']).toContain(history[2]);
    expect(await ledgerSum()).toBe(await balance());
  });

  it('no bonus appears from nowhere: balance = ledger = opening − spent + earned of the paid orders', async () => {
    const mine = await provider.db.select().from(orders).where(eq(orders.userId, userId));
    const paid = mine.filter((row) => row.status === 'paid');
    const explained =
      OPENING_BALANCE + paid.reduce((sum, row) => sum - row.bonusesSpent + row.bonusesEarned, 0);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(await balance()).toBe(explained);
    expect(await ledgerSum()).toBe(explained);
    // Each order's own rows: a paid order's spend and earn, nothing for a cancelled one.
    for (const row of mine) {
      const rows = await provider.db
        .select()
        .from(bonusLedger)
        .where(eq(bonusLedger.orderId, row.id));
      const net = rows.reduce((sum, entry) => sum + entry.delta, 0);
      expect(net).toBe(row.status === 'paid' ? row.bonusesEarned - row.bonusesSpent : 0);
    }
  });
});
