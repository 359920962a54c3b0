import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  awaitingPaymentSchema,
  cartChangedSchema,
  createdOrderSchema,
  createOrderPayloadSchema,
  ordersPageSchema,
  ordersQuerySchema,
} from '../../lib/api/schemas/cart';
import { getConfig } from '../../lib/config';
import { mdlPerEur } from '../../lib/money/rate';
import { positiveId } from '../../lib/validation/integer';
import type { AppEnv } from '../context';
import { rows, type Db } from '../db/client';
import { carts, orders, orderStatusHistory } from '../db/schema';
import { moveBonuses, spendableBonuses } from '../domain/bonuses';
import { initialStatuses, orderNumber, paymentMethods } from '../domain/orders';
import type { Caller } from '../domain/orders-cart';
import { ownsCart, priceCart } from '../domain/orders-cart';
import { recordPaymentLink } from '../domain/payments';
import { orderConfirmationMail, staffOrderMail } from '../mail/order-mails';
import { sendPendingMail } from '../mail/outbox';
import { storeInOutbox } from '../mail/transport';
import { requireUser } from '../http/auth';
import { detailMessageSchema } from '../../lib/api/schemas/common';
import { ClientError, UNAVAILABLE_RETRY_AFTER_SECONDS, type FieldErrors } from '../http/errors';
import {
  answer,
  cartOwner,
  createRouter,
  errorAnswers,
  jsonBody,
  jsonBodyOf,
  reply,
  serveBothSpellings,
  signedIn,
} from '../http/openapi';
import { translate } from '../i18n';
import { logger } from '../logger';
import { cardGateway } from '../payments';
import type { PaymentLink } from '../payments/gateway';
import { MaibApiError } from '../payments/maib/client';
import { checkOrderTotal, checkPaymentMethod } from '../domain/cart-rules';
import { caller } from '../http/cart-access';
import { historyOf, orderView, type OrderRow } from '../domain/order-view';

/** The provider's public base: SITE_URL and the mount, taken from this request's own path. */
function providerBaseUrl(c: Context<AppEnv>): string {
  const mount = c.req.path.slice(0, c.req.path.indexOf('/api/calculator/'));
  return `${getConfig().SITE_URL}${mount}`;
}

/**
 * A payment link for an order awaiting card payment. Asking again (create-order called twice) opens
 * a new link that voids the earlier one: an order has one live link (domain/payments.ts).
 */
async function paymentData(c: Context<AppEnv>, db: Db, order: OrderRow) {
  if (order.paymentMethod !== paymentMethods.card || order.status !== 'awaiting_payment')
    return null;
  const gateway = cardGateway(c, providerBaseUrl(c));
  if (!gateway) return null;
  const amount = order.totals.grand_total;
  let link: PaymentLink;
  try {
    link = await gateway.createPaymentLink({
      orderId: order.id,
      nr: order.nr,
      amount,
      currency: 'EUR',
      locale: c.get('locale'),
      clientIp: c.env?.clientAddress,
    });
  } catch (error) {
    // The order stands, awaiting payment: create-order again answers it with a new link.
    if (!(error instanceof MaibApiError)) throw error;
    logger.error(`order ${order.nr}: the acquirer opened no payment`, error);
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    throw new ClientError(503, { detail: translate(c.get('locale'), 'service_unavailable') });
  }
  if (!(await recordPaymentLink(db, { orderId: order.id, amount, link }))) return null;
  return { result: { payUrl: link.payUrl } };
}

/** Spec 7 paths answer with and without the trailing slash; the one with it is documented. */
const createOrderRoute = createRoute({
  method: 'post',
  path: '/api/calculator/cart/{id}/create-order/',
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: z.object({ id: positiveId() }), body: jsonBodyOf(createOrderPayloadSchema) },
  responses: {
    200: answer(createdOrderSchema, 'The cart was ordered already: its order'),
    201: answer(createdOrderSchema, 'The order, and where to pay by card'),
    409: answer(
      cartChangedSchema,
      'The cart no longer totals what the confirmation showed (expected_total): its totals now',
    ),
    ...errorAnswers,
  },
});
const awaitingPaymentRoute = createRoute({
  method: 'get',
  path: '/api/calculator/orders/awaiting-payment/',
  security: cartOwner,
  responses: {
    200: answer(awaitingPaymentSchema, "The caller's latest card order awaiting payment, or null"),
    ...errorAnswers,
  },
});
const payOrderRoute = createRoute({
  method: 'post',
  path: '/api/calculator/orders/{id}/pay/',
  security: cartOwner,
  request: { params: z.object({ id: positiveId() }) },
  responses: {
    200: answer(createdOrderSchema, 'The order and its new payment link (the old one is void)'),
    409: answer(detailMessageSchema, 'The order does not await a card payment'),
    ...errorAnswers,
  },
});
const ordersRoute = createRoute({
  method: 'get',
  path: '/api/calculator/orders/',
  security: signedIn,
  request: { query: ordersQuerySchema },
  responses: {
    200: answer(ordersPageSchema, "The customer's orders, newest first"),
    ...errorAnswers,
  },
});

async function createOrder(
  c: Context<AppEnv>,
  id: number,
  { comment, expected_total }: z.infer<typeof createOrderPayloadSchema>,
) {
  const locale = c.get('locale');
  const who = caller(c);
  const now = c.get('now')();
  // The cart row lock serialises a double click: the second call finds the cart ordered and
  // answers the same order (orders.cart_id is unique as a last line of defence).
  const outcome = await c.get('db').transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(eq(carts.id, id)).for('update');
    if (!cart || !ownsCart(who, cart) || cart.status === 'merged')
      throw new ClientError(404, { detail: translate(locale, 'not_found') });
    if (cart.status === 'ordered') {
      const [existing] = await tx.select().from(orders).where(eq(orders.cartId, cart.id));
      if (!existing) throw new ClientError(404, { detail: translate(locale, 'not_found') });
      return { kind: 'order', order: existing, created: false } as const;
    }
    const { view, snapshots } = await priceCart(tx, cart, locale, mdlPerEur());
    const errors: FieldErrors = {};
    const required = [translate(locale, 'required')];
    if (!view.items.length) errors.items = required;
    else if (view.items.some((item) => !item.available))
      errors.items = [translate(locale, 'invalid_value')];
    if (!cart.userDetails) errors.user_details = required;
    if (!cart.deliveryDetails) errors.delivery_details = required;
    if (cart.paymentMethod === null) errors.payment_method = required;
    if (Object.keys(errors).length) throw new ClientError(400, errors);
    // Issue 39: another tab changed the cart after this one showed its total: what the shopper
    // confirmed is not what would be ordered, so nothing is ordered and they are asked again.
    if (expected_total !== undefined && expected_total !== view.totals.grand_total)
      return { kind: 'changed', totals: view.totals } as const;
    checkPaymentMethod(c.get('locale'), c.get('paymentGateway'), cart.paymentMethod);
    checkOrderTotal(c.get('locale'), view.totals.grand_total);

    const bonuses =
      cart.userId === null
        ? 0
        : spendableBonuses(cart.bonuses, view.bonuses_available ?? 0, view.totals.new_total);

    const method = cart.paymentMethod!;
    const statuses = initialStatuses(method);
    const [next] = rows<{ id: number }>(
      await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`),
    );
    const orderId = Number(next!.id);
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        nr: orderNumber(orderId, now),
        cartId: cart.id,
        // A guest's order belongs to the account their checkout created (spec 4), found on first login.
        userId: cart.userId ?? cart.checkoutUserId,
        status: statuses.at(-1)!,
        locale,
        items: snapshots,
        totals: view.totals,
        characteristics: view.characteristics,
        deliveryDetails: cart.deliveryDetails!,
        userDetails: cart.userDetails!,
        paymentMethod: method,
        comment,
        bonusesSpent: bonuses,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(orderStatusHistory)
      .values(statuses.map((status) => ({ orderId, status, createdAt: now })));
    // The spend is the order's ledger row; short of balance, the whole order is rolled back.
    if (
      bonuses > 0 &&
      (await moveBonuses(tx, {
        userId: cart.userId!,
        orderId,
        delta: -bonuses,
        reason: 'order_spent',
        now,
      })) !== 'moved'
    ) {
      throw new ClientError(400, { bonuses: [translate(locale, 'invalid_value')] });
    }
    await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cart.id));
    // Issue 37: the shopper's confirmation and the shop's notice are queued with the order itself,
    // so an order is never stored without them; the outbox sender sends them after the answer.
    const siteUrl = getConfig().SITE_URL;
    for (const mail of await Promise.all([
      orderConfirmationMail(order!, siteUrl),
      staffOrderMail(order!, siteUrl),
    ]))
      await storeInOutbox(tx, mail, now);
    return { kind: 'order', order: order!, created: true } as const;
  });
  if (outcome.kind === 'changed')
    return reply(
      c,
      cartChangedSchema,
      { detail: translate(locale, 'cart_changed'), totals: outcome.totals },
      409,
    );
  const db = c.get('db');
  if (outcome.created) void sendPendingMail(db);
  const history = await historyOf(db, [outcome.order.id]);
  const answer = {
    order: orderView(outcome.order, history),
    payment_data: await paymentData(c, db, outcome.order),
  };
  return outcome.created
    ? reply(c, createdOrderSchema, answer, 201)
    : reply(c, createdOrderSchema, answer, 200);
}

/**
 * Whose orders the caller may pay: a signed-in customer's own, and a visitor's placed from a cart
 * of their anonymous id (a guest's order is also their checkout account's, once signed in).
 */
function payableBy(who: Caller): SQL | undefined {
  const own = who.user ? eq(orders.userId, who.user.id) : undefined;
  const guest = who.anonymousId
    ? and(eq(carts.anonymousId, who.anonymousId), isNull(carts.userId))
    : undefined;
  return own && guest ? or(own, guest) : (own ?? guest);
}

const awaitingCardPayment = and(
  eq(orders.status, 'awaiting_payment'),
  eq(orders.paymentMethod, paymentMethods.card),
);

/** Issue 39: the order a shopper left at the bank's page, for the cart page and the footer. */
async function awaitingPayment(c: Context<AppEnv>) {
  const owner = payableBy(caller(c));
  const [row] = owner
    ? await c
        .get('db')
        .select({ order: orders })
        .from(orders)
        .innerJoin(carts, eq(carts.id, orders.cartId))
        .where(and(owner, awaitingCardPayment))
        .orderBy(desc(orders.id))
        .limit(1)
    : [];
  return reply(
    c,
    awaitingPaymentSchema,
    {
      order: row
        ? {
            id: row.order.id,
            nr: row.order.nr,
            grand_total: row.order.totals.grand_total,
            created_at: row.order.createdAt.toISOString(),
          }
        : null,
    },
    200,
  );
}

/**
 * Issue 39, "pay now": a new payment link for an order awaiting card payment; the old one is void
 * (one live link per order, ADR 2). Another's order is a 404; one not awaiting payment a 409.
 */
async function payOrder(c: Context<AppEnv>, id: number) {
  const locale = c.get('locale');
  const db = c.get('db');
  const owner = payableBy(caller(c));
  const [row] = owner
    ? await db
        .select({ order: orders })
        .from(orders)
        .innerJoin(carts, eq(carts.id, orders.cartId))
        .where(and(eq(orders.id, id), owner))
    : [];
  if (!row) throw new ClientError(404, { detail: translate(locale, 'not_found') });
  const { order } = row;
  const notPayable = () =>
    new ClientError(409, { detail: translate(locale, 'order_not_awaiting_payment') });
  if (order.paymentMethod !== paymentMethods.card || order.status !== 'awaiting_payment')
    throw notPayable();
  checkPaymentMethod(c.get('locale'), c.get('paymentGateway'), order.paymentMethod);
  const payment = await paymentData(c, db, order);
  // Settled between the read and the new link (the bank's callback came first).
  if (!payment) throw notPayable();
  const history = await historyOf(db, [order.id]);
  return reply(
    c,
    createdOrderSchema,
    { order: orderView(order, history), payment_data: payment },
    200,
  );
}

async function listOrders(
  c: Context<AppEnv>,
  { page, page_size }: z.output<typeof ordersQuerySchema>,
) {
  const user = requireUser(c);
  const db = c.get('db');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ value: count() }).from(orders).where(eq(orders.userId, user.id)),
  ]);
  const history = await historyOf(
    db,
    rows.map((row) => row.id),
  );
  return reply(
    c,
    ordersPageSchema,
    {
      count: total?.value ?? 0,
      pages: Math.max(1, Math.ceil((total?.value ?? 0) / page_size)),
      results: rows.map((row) =>
        orderView(
          row,
          history.filter((entry) => entry.orderId === row.id),
        ),
      ),
    },
    200,
  );
}

export const orderRoutes = createRouter();
serveBothSpellings(orderRoutes, createOrderRoute, (c) =>
  createOrder(c, c.req.valid('param').id, c.req.valid('json')),
);
serveBothSpellings(orderRoutes, ordersRoute, (c) => listOrders(c, c.req.valid('query')));
serveBothSpellings(orderRoutes, awaitingPaymentRoute, (c) => awaitingPayment(c));
serveBothSpellings(orderRoutes, payOrderRoute, (c) => payOrder(c, c.req.valid('param').id));
