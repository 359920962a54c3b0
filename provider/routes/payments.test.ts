import { randomBytes } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, orderStatusHistory, users } from '../db/schema';
import { PAYMENT_TOKEN_TTL_MS } from '../payments/tokens';
import { addTestBlind, createTestProvider, type TestProvider } from '../testing/harness';

interface OrderBody {
  order: { id: number; nr: string; status: string };
  payment_data: { result: { payUrl: string } } | null;
}

describe('test bank payments', () => {
  let provider: TestProvider;
  let handleId: number;
  let clock = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    provider = await createTestProvider({ now: () => clock });
    handleId = await addTestBlind(provider.db, 'payments-test-blind');
  });
  afterAll(() => provider.close());

  /** Places a card order and answers its id and the path of its payment page under /backend. */
  async function cardOrder(locale = 'en', token?: string, bonuses = 0) {
    const visitor = token ? null : randomBytes(24).toString('base64url');
    const headers: Record<string, string> = {};
    if (visitor) headers['X-Cart-Id'] = visitor;
    if (token) headers.Authorization = `Bearer ${token}`;
    const call = (path: string, json?: unknown) =>
      provider.request(`/api/calculator${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        json,
        headers,
        locale,
      });
    const cart = (await (await call('/cart/')).json()) as { id: number };
    await call(`/cart/${cart.id}/items/add-product/`, { product_id: handleId, quantity: 1 });
    await call(`/cart/${cart.id}/set-user-details/`, {
      email: 'ana@example.md',
      full_name: 'Ana Rusu',
      phone: '+373 (691) 234-56',
    });
    await call(`/cart/${cart.id}/set-delivery/`, { delivery_type: 'pickup' });
    await call(`/cart/${cart.id}/set-payment-details/`, {
      payment_method: 1,
      use_bonuses: bonuses > 0,
      bonuses,
    });
    const body = (await (await call(`/cart/${cart.id}/create-order/`, {})).json()) as OrderBody;
    const path = new URL(body.payment_data!.result.payUrl).pathname.replace(/^\/backend/, '');
    return { orderId: body.order.id, nr: body.order.nr, path, visitor };
  }

  const statusOf = async (orderId: number) =>
    (await provider.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const historyOf = async (orderId: number) =>
    (
      await provider.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
    ).map((row) => row.status);

  /** The payment-result mails of one order, oldest first. */
  const paymentMails = async (nr: string) =>
    (
      await provider.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${nr}%`))
        .orderBy(asc(mailOutbox.id))
    ).filter((row) => row.kind.startsWith('payment_'));

  it('pays an abandoned card order with a new link that voids the old one (issue 39)', async () => {
    const { orderId, nr, path, visitor } = await cardOrder('en');
    const headers = { 'X-Cart-Id': visitor! };
    const awaiting = await provider.request('/api/calculator/orders/awaiting-payment/', {
      headers,
    });
    expect(awaiting.status).toBe(200);
    expect(await awaiting.json()).toMatchObject({
      order: { id: orderId, nr, grand_total: 20_000 },
    });
    // Nobody else sees it or pays it.
    const stranger = { 'X-Cart-Id': randomBytes(24).toString('base64url') };
    expect(
      await (
        await provider.request('/api/calculator/orders/awaiting-payment/', { headers: stranger })
      ).json(),
    ).toEqual({ order: null });
    expect(
      (
        await provider.request(`/api/calculator/orders/${orderId}/pay/`, {
          method: 'POST',
          headers: stranger,
        })
      ).status,
    ).toBe(404);

    const again = await provider.request(`/api/calculator/orders/${orderId}/pay/`, {
      method: 'POST',
      headers,
    });
    expect(again.status).toBe(200);
    const body = (await again.json()) as OrderBody;
    expect(body.order.status).toBe('awaiting_payment');
    const newPath = new URL(body.payment_data!.result.payUrl).pathname.replace(/^\/backend/, '');
    expect(newPath).not.toBe(path);
    // The old link is void; the new one pays.
    expect((await provider.request(`${path}/approve`, { method: 'POST' })).status).toBe(409);
    expect(await statusOf(orderId)).toBe('awaiting_payment');
    expect((await provider.request(`${newPath}/approve`, { method: 'POST' })).status).toBe(303);
    expect(await statusOf(orderId)).toBe('paid');
    expect(
      await (
        await provider.request('/api/calculator/orders/awaiting-payment/', { headers })
      ).json(),
    ).toEqual({ order: null });
    const paid = await provider.request(`/api/calculator/orders/${orderId}/pay/`, {
      method: 'POST',
      headers,
    });
    expect(paid.status).toBe(409);
    expect(await paid.json()).toEqual({ detail: 'Comanda nu mai așteaptă plata cu cardul.' });
  });

  it('mails the shopper once when the bank approves, in the order’s language', async () => {
    const { nr, path } = await cardOrder('it');
    expect(await paymentMails(nr)).toEqual([]);
    await provider.request(`${path}/approve`, { method: 'POST' });
    await provider.request(`${path}/approve`, { method: 'POST' });
    await provider.request(`${path}/decline`, { method: 'POST' });
    const mails = await paymentMails(nr);
    expect(mails.map((row) => [row.kind, row.recipient, row.locale, row.subject])).toEqual([
      ['payment_confirmed', 'ana@example.md', 'it', `Pagamento ricevuto per l’ordine ${nr}`],
    ]);
    expect(mails[0]!.text.replace(/\s+/g, ' ')).toMatch(/200,00 €/);
  });

  it('mails the shopper a way back to the cart when the bank declines', async () => {
    const { nr, path } = await cardOrder('ru');
    await provider.request(`${path}/decline`, { method: 'POST' });
    await provider.request(`${path}/approve`, { method: 'POST' });
    const mails = await paymentMails(nr);
    expect(mails.map((row) => [row.kind, row.locale, row.subject])).toEqual([
      ['payment_declined', 'ru', `Оплата заказа ${nr} отклонена`],
    ]);
    expect(mails[0]!.html).toContain('href="http://localhost:3000/ru/korzina"');
  });

  it('shows a localized hosted page with the order and the amount', async () => {
    const { nr, path } = await cardOrder('ru');
    const page = await provider.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Тестовый банк');
    expect(html).toContain(nr);
    expect(html).toMatch(/200,00\s€/);
    expect(html).toContain(`action="/backend${path}/approve"`);
  });

  it('approves once: the order is paid and a replay changes nothing', async () => {
    const { orderId, nr, path } = await cardOrder('en');
    const approve = await provider.request(`${path}/approve`, { method: 'POST' });
    expect(approve.status).toBe(303);
    expect(nr).toMatch(/^FM-\d{4}-\d{5}$/);
    expect(approve.headers.get('location')).toMatch(
      new RegExp(`^http://localhost:3000/en\\?success_order=True&orderId=${nr}&total=\\d+$`),
    );
    expect(await statusOf(orderId)).toBe('paid');
    expect(await historyOf(orderId)).toEqual(['new', 'awaiting_payment', 'paid']);

    const replay = await provider.request(`${path}/approve`, { method: 'POST' });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe(approve.headers.get('location'));
    const lateDecline = await provider.request(`${path}/decline`, { method: 'POST' });
    expect(lateDecline.headers.get('location')).toContain('success_order=True');
    expect(await statusOf(orderId)).toBe('paid');
    expect(await historyOf(orderId)).toEqual(['new', 'awaiting_payment', 'paid']);
    expect((await provider.request(path)).status).toBe(409);
  });

  it('declines: the order is cancelled and the shopper goes back to the localized cart with its items', async () => {
    const { orderId, path, visitor } = await cardOrder('ru');
    const decline = await provider.request(`${path}/decline`, { method: 'POST' });
    expect(decline.status).toBe(303);
    expect(decline.headers.get('location')).toBe(
      'http://localhost:3000/ru/korzina?payment=declined',
    );
    expect(await statusOf(orderId)).toBe('cancelled');
    const replay = await provider.request(`${path}/approve`, { method: 'POST' });
    expect(replay.headers.get('location')).toBe(
      'http://localhost:3000/ru/korzina?payment=declined',
    );
    expect(await statusOf(orderId)).toBe('cancelled');
    const cart = await provider.request('/api/calculator/cart/', {
      headers: { 'X-Cart-Id': visitor! },
    });
    const body = (await cart.json()) as {
      items: { product_id: number; quantity: number }[];
      user_details: unknown;
    };
    expect(body.items).toEqual([expect.objectContaining({ product_id: handleId, quantity: 1 })]);
    expect(body.user_details).toMatchObject({ email: 'ana@example.md' });
  });

  it('refuses a forged or tampered link', async () => {
    const { orderId, path } = await cardOrder('ro');
    const [payload, signature] = path.replace('/pay/', '').split('.');
    const forged = Buffer.from(
      JSON.stringify({ n: 'x', o: orderId, e: Date.now() + 60_000 }),
    ).toString('base64url');
    expect(
      (await provider.request(`/pay/${forged}.${signature}/approve`, { method: 'POST' })).status,
    ).toBe(404);
    expect(
      (await provider.request(`/pay/${payload}.AAAA/approve`, { method: 'POST' })).status,
    ).toBe(404);
    expect((await provider.request('/pay/nonsense')).status).toBe(404);
    expect(await statusOf(orderId)).toBe('awaiting_payment');
  });

  it('lets a link expire without touching the order', async () => {
    const { orderId, path } = await cardOrder('it');
    clock = new Date(clock.getTime() + PAYMENT_TOKEN_TTL_MS + 1_000);
    expect((await provider.request(path)).status).toBe(410);
    const late = await provider.request(`${path}/approve`, { method: 'POST' });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('Il link di pagamento è scaduto');
    expect(await statusOf(orderId)).toBe('awaiting_payment');
  });

  it('credits 1 % of a paid order and gives back spent bonuses on a decline', async () => {
    const [user] = await provider.db
      .insert(users)
      .values({
        email: 'payer@example.md',
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
        bonusBalance: 0,
      })
      .returning();
    const token = await provider.accessTokenFor(user!, clock);
    const balance = async () =>
      (await provider.db.select().from(users).where(eq(users.id, user!.id)))[0]!.bonusBalance;

    const paid = await cardOrder('en', token);
    await provider.request(`${paid.path}/approve`, { method: 'POST' });
    expect(await balance()).toBe(200);
    await provider.request(`${paid.path}/approve`, { method: 'POST' });
    expect(await balance()).toBe(200);

    const declined = await cardOrder('en', token, 150);
    expect(await balance()).toBe(50);
    await provider.request(`${declined.path}/decline`, { method: 'POST' });
    expect(await balance()).toBe(200);
    expect(await statusOf(declined.orderId)).toBe('cancelled');
  });
});
