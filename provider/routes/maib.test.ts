import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, users } from '../db/schema';
import { createMaibGateway } from '../payments/maib/gateway';
import { maibSignature } from '../payments/maib/signature';
import { addTestBlind, createTestProvider, type TestProvider } from '../testing/harness';
import { startMaibStandIn, type MaibStandIn } from '../testing/maib-stand-in';

interface OrderBody {
  order: { id: number; nr: string; status: string };
  payment_data: { result: { payUrl: string } } | null;
}

const SHOPPER_IP = '203.0.113.7';

describe('card payments through maib (against a local stand-in of its API)', () => {
  let standIn: MaibStandIn;
  let provider: TestProvider;
  let productId: number;
  let clock = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    standIn = await startMaibStandIn({ projectId: `maib-test-${randomBytes(4).toString('hex')}` });
    provider = await createTestProvider({
      now: () => clock,
      paymentGateway: 'maib',
      maib: standIn.settings,
    });
    productId = await addTestBlind(provider.db, 'maib-test-blind', { price: 20_025 });
  });
  afterAll(async () => {
    await provider?.close();
    await standIn?.close();
  });

  /** Places a card order; answers it, its payId at the stand-in and the shopper's cart id. */
  async function cardOrder(locale = 'en', token?: string) {
    const visitor = token ? null : randomBytes(24).toString('base64url');
    const headers: Record<string, string> = { 'X-Forwarded-For': SHOPPER_IP };
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
    await call(`/cart/${cart.id}/items/add-product/`, { product_id: productId, quantity: 1 });
    await call(`/cart/${cart.id}/set-user-details/`, {
      email: 'ana@example.md',
      full_name: 'Ana Rusu',
      phone: '+373 (691) 234-56',
    });
    await call(`/cart/${cart.id}/set-delivery/`, { delivery_type: 'pickup' });
    await call(`/cart/${cart.id}/set-payment-details/`, {
      payment_method: 1,
      use_bonuses: false,
      bonuses: 0,
    });
    const response = await call(`/cart/${cart.id}/create-order/`, {});
    expect(response.status).toBe(201);
    const body = (await response.json()) as OrderBody;
    const payUrl = body.payment_data!.result.payUrl;
    const payId = payUrl.split('/').at(-1)!;
    return { orderId: body.order.id, nr: body.order.nr, payUrl, payId, visitor };
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
  const notify = (body: unknown) =>
    provider.request('/payments/maib/callback', { method: 'POST', json: body });
  const comeBack = (payId: string, nr: string) =>
    provider.request(`/payments/maib/return?payId=${payId}&orderId=${nr}`);

  it('opens a direct payment with the documented fields and answers its payUrl in the spec shape', async () => {
    const { nr, payUrl, payId } = await cardOrder('it');
    expect(payUrl).toBe(`${standIn.url}/checkout/${payId}`);
    expect(standIn.payments.get(payId)!.request).toEqual({
      amount: 200.25,
      currency: 'EUR',
      clientIp: SHOPPER_IP,
      language: 'en',
      description: `Ordine ${nr} presso Fereastra Moldovei`,
      orderId: nr,
      okUrl: 'http://localhost:3000/backend/payments/maib/return',
      failUrl: 'http://localhost:3000/backend/payments/maib/return',
      callbackUrl: 'http://localhost:3000/backend/payments/maib/callback',
    });
    const ru = await cardOrder('ru');
    expect(standIn.payments.get(ru.payId)!.request.language).toBe('ru');
  });

  it('takes one access token for many payments, and renews it with the refresh token before it expires', async () => {
    const before = standIn.callsTo('/v1/generate-token').length;
    await cardOrder('ro');
    await cardOrder('ro');
    expect(standIn.callsTo('/v1/generate-token').length).toBe(before);
    expect(standIn.callsTo('/v1/pay').at(-1)!.authorization).toMatch(/^Bearer [0-9a-f]+$/);

    // 300 s tokens are renewed once less than a minute is left.
    clock = new Date(clock.getTime() + 250_000);
    await cardOrder('ro');
    await cardOrder('ro');
    const tokenCalls = standIn.callsTo('/v1/generate-token');
    expect(tokenCalls.length).toBe(before + 1);
    expect(Object.keys(tokenCalls.at(-1)!.body!)).toEqual(['refreshToken']);
  });

  it('"pay now" opens a new maib payment for an order left at its page; the old one settles nothing (issue 39)', async () => {
    const { orderId, nr, payId, visitor } = await cardOrder('en');
    const again = await provider.request(`/api/calculator/orders/${orderId}/pay/`, {
      method: 'POST',
      headers: { 'X-Cart-Id': visitor!, 'X-Forwarded-For': SHOPPER_IP },
    });
    expect(again.status).toBe(200);
    const newPayId = ((await again.json()) as OrderBody)
      .payment_data!.result.payUrl.split('/')
      .at(-1)!;
    expect(newPayId).not.toBe(payId);
    expect(standIn.payments.get(newPayId)!.request).toMatchObject({ amount: 200.25, orderId: nr });

    standIn.complete(payId, 'OK');
    await notify(standIn.notificationFor(payId));
    expect(await statusOf(orderId)).toBe('awaiting_payment');
    standIn.complete(newPayId, 'OK');
    expect(await (await notify(standIn.notificationFor(newPayId))).json()).toEqual({
      status: 'settled',
    });
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('pays on a verified OK callback, once: a retry changes nothing', async () => {
    const { orderId, nr, payId } = await cardOrder('en');
    standIn.complete(payId, 'OK');
    const first = await notify(standIn.notificationFor(payId));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'settled' });
    expect(await statusOf(orderId)).toBe('paid');

    for (let retry = 0; retry < 3; retry += 1) {
      const again = await notify(standIn.notificationFor(payId));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ status: 'closed' });
    }
    const lateDecline = await notify(standIn.notificationFor(payId, 'DECLINED'));
    expect(await lateDecline.json()).toEqual({ status: 'closed' });
    expect(await statusOf(orderId)).toBe('paid');
    expect(await historyOf(orderId)).toEqual(['new', 'awaiting_payment', 'paid']);

    // The shopper comes back after the callback: straight to the success modal, maib not asked.
    const infoCalls = standIn.calls.filter((call) => call.path.startsWith('/v1/pay-info/')).length;
    const back = await comeBack(payId, nr);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^http://localhost:3000/en\\?success_order=True&orderId=${nr}&total=\\d+$`),
    );
    expect(standIn.calls.filter((call) => call.path.startsWith('/v1/pay-info/')).length).toBe(
      infoCalls,
    );
  });

  it('declines on any other status: the order is cancelled and its items go back to the cart', async () => {
    const { orderId, nr, payId, visitor } = await cardOrder('ru');
    standIn.complete(payId, 'DECLINED');
    const answer = await notify(standIn.notificationFor(payId));
    expect(await answer.json()).toEqual({ status: 'settled' });
    expect(await statusOf(orderId)).toBe('cancelled');
    const cart = await provider.request('/api/calculator/cart/', {
      headers: { 'X-Cart-Id': visitor! },
    });
    const body = (await cart.json()) as { items: { product_id: number }[] };
    expect(body.items).toEqual([expect.objectContaining({ product_id: productId })]);
    const back = await comeBack(payId, nr);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('http://localhost:3000/ru/korzina?payment=declined');
  });

  it('answers 400 to a wrong, missing or foreign signature and changes nothing', async () => {
    const { orderId, payId } = await cardOrder('en');
    standIn.complete(payId, 'OK');
    const genuine = standIn.notificationFor(payId) as {
      result: Record<string, unknown>;
      signature: string;
    };
    const attempts = [
      { ...genuine, signature: 'AAAA' },
      { result: genuine.result },
      { ...genuine, result: { ...genuine.result, amount: 1 } },
      { result: genuine.result, signature: maibSignature(genuine.result, 'another-key') },
    ];
    for (const attempt of attempts) {
      const answer = await notify(attempt);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ detail: expect.any(String) });
    }
    expect((await notify({ signature: genuine.signature })).status).toBe(400);
    expect(await statusOf(orderId)).toBe('awaiting_payment');
  });

  it('answers hostile bodies with a client error and changes nothing', async () => {
    const { orderId, payId } = await cardOrder('en');
    const genuine = standIn.notificationFor(payId, 'OK') as { result: Record<string, unknown> };
    const raw = (body: string, type = 'application/json') =>
      provider.request('/payments/maib/callback', {
        method: 'POST',
        body,
        headers: { 'Content-Type': type },
      });
    const answers = [
      await raw(''),
      await raw('{'),
      await raw('[]'),
      await raw('"OK"'),
      await raw(JSON.stringify({ result: 'OK', signature: 'x' })),
      await raw(JSON.stringify({ result: [], signature: 'x' })),
      await raw(JSON.stringify({ result: genuine.result, signature: 42 })),
      await raw(JSON.stringify({ result: genuine.result, signature: 'x'.repeat(10_000) })),
      await raw(JSON.stringify({ result: { ...genuine.result, 'a\u0000': 1 }, signature: 'x' })),
      await raw(JSON.stringify({ result: { ...genuine.result, rrn: '\uD800' }, signature: 'x' })),
      await raw('['.repeat(5000) + ']'.repeat(5000)),
      await raw('result=x', 'application/x-www-form-urlencoded'),
    ];
    for (const answer of answers) {
      expect([400, 415]).toContain(answer.status);
      expect(await answer.json()).toEqual(expect.any(Object));
    }
    expect(await statusOf(orderId)).toBe('awaiting_payment');
  });

  it("refuses a signed notification whose amount, currency or order is not the order's (409)", async () => {
    const { orderId, payId } = await cardOrder('en');
    const genuine = standIn.notificationFor(payId, 'OK') as { result: Record<string, unknown> };
    const key = standIn.settings.signatureKey;
    for (const change of [{ amount: 1.25 }, { currency: 'MDL' }]) {
      const result = { ...genuine.result, ...change };
      const answer = await notify({ result, signature: maibSignature(result, key) });
      expect(answer.status).toBe(409);
    }
    const otherOrder = { ...genuine.result, orderId: `${String(genuine.result.orderId)}0` };
    expect(
      (await notify({ result: otherOrder, signature: maibSignature(otherOrder, key) })).status,
    ).toBe(404);
    const other = { ...genuine.result, orderId: 'FM-2026-99999' };
    expect((await notify({ result: other, signature: maibSignature(other, key) })).status).toBe(
      404,
    );
    expect(await statusOf(orderId)).toBe('awaiting_payment');
  });

  it('shows "payment being confirmed" when the shopper is back before the callback, then settles from pay-info', async () => {
    const { orderId, nr, payId } = await cardOrder('ro');
    const waiting = await comeBack(payId, nr);
    expect(waiting.status).toBe(200);
    expect(waiting.headers.get('refresh')).toBe('3');
    const html = await waiting.text();
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain('Plata se confirmă');
    expect(html).toContain(nr);
    expect(await statusOf(orderId)).toBe('awaiting_payment');

    standIn.complete(payId, 'OK');
    const paid = await comeBack(payId, nr);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^http://localhost:3000/\\?success_order=True&orderId=${nr}&total=\\d+$`),
    );
    expect(await statusOf(orderId)).toBe('paid');
    // The callback that arrives afterwards finds the order settled.
    expect(await (await notify(standIn.notificationFor(payId))).json()).toEqual({
      status: 'closed',
    });
    expect(await historyOf(orderId)).toEqual(['new', 'awaiting_payment', 'paid']);
  });

  it('sends the shopper back to the cart when pay-info says the payment failed', async () => {
    const { orderId, nr, payId } = await cardOrder('en');
    standIn.complete(payId, 'TIMEOUT');
    const back = await comeBack(payId, nr);
    expect(back.headers.get('location')).toBe('http://localhost:3000/en/cart?payment=declined');
    expect(await statusOf(orderId)).toBe('cancelled');
  });

  it('credits bonuses of a paid order once, through the settlement of the test bank', async () => {
    const [user] = await provider.db
      .insert(users)
      .values({
        email: 'maib-payer@example.md',
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
        bonusBalance: 0,
      })
      .returning();
    const token = await provider.accessTokenFor(user!, clock);
    const { payId } = await cardOrder('en', token);
    standIn.complete(payId, 'OK');
    await notify(standIn.notificationFor(payId));
    await notify(standIn.notificationFor(payId));
    const [after] = await provider.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.bonusBalance).toBe(200);
  });

  it('refunds a paid payment once (POST /refund)', async () => {
    const { payId } = await cardOrder('en');
    standIn.complete(payId, 'OK');
    const gateway = createMaibGateway({
      settings: standIn.settings,
      baseUrl: 'http://localhost:3000/backend',
      now: () => clock,
    });
    expect(await gateway.refund(payId, 20_025)).toBe('refunded');
    expect(standIn.callsTo('/v1/refund').at(-1)!.body).toEqual({ payId, refundAmount: 200.25 });
    expect(await gateway.refund(payId, 20_025)).toBe('refunded-before');
  });

  it('answers 404 for an unknown payment and 400 for a return without payId', async () => {
    expect((await comeBack('00000000-0000-0000-0000-000000000000', 'FM-2026-00001')).status).toBe(
      404,
    );
    expect((await provider.request('/payments/maib/return')).status).toBe(400);
  });
});
