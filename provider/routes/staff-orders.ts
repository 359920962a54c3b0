import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getConfig } from '../../lib/config';
import {
  staffOrderDetailSchema,
  staffOrderListSchema,
  staffOrdersQuerySchema,
  staffStatusChangeSchema,
} from '../../lib/api/schemas/staff';
import type { AppEnv } from '../context';
import {
  approvedPayment,
  changeOrderStatus,
  findOrder,
  listOrders,
  orderDetail,
} from '../domain/staff-orders';
import { paymentMethods } from '../domain/orders';
import { ClientError } from '../http/errors';
import { answer, createRouter, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import { requireStaff } from '../http/staff-auth';
import { translate, type MessageKey } from '../i18n';
import { logger } from '../logger';
import { sendPendingMail } from '../mail/outbox';
import { cardGateway } from '../payments';

import { staffRoute } from '../http/staff-routes';
import { notFound } from '../http/errors';

const message = (c: Context<AppEnv>, key: MessageKey) => translate(c.get('locale'), key);

const ordersRoute = staffRoute('orders', {
  method: 'get',
  path: '/api/staff/orders/',
  description: 'Orders, newest first, filtered and paginated (20 a page).',
  request: { query: staffOrdersQuerySchema },
  responses: { 200: answer(staffOrderListSchema, 'A page of orders') },
});
const nrParams = z.object({ nr: z.string().max(40) });
const orderRoute = staffRoute('orders', {
  method: 'get',
  path: '/api/staff/orders/{nr}/',
  description: 'One order with its lines, customer, delivery, payments and history.',
  request: { params: nrParams },
  responses: { 200: answer(staffOrderDetailSchema, 'The order') },
});
const statusRoute = staffRoute('orders', {
  method: 'post',
  path: '/api/staff/orders/{nr}/status/',
  description:
    "Moves the order to one of its next statuses (a reason is required to cancel); cancelling a paid card order refunds it through the gateway. Writes the history and mails the shopper. 409 when the order's status does not allow it.",
  middleware: [jsonBody],
  request: { params: nrParams, body: jsonBodyOf(staffStatusChangeSchema) },
  responses: { 200: answer(staffOrderDetailSchema, 'The changed order') },
});
/** The staff console's orders (issue 38). */
export const staffOrderRoutes = createRouter();
staffOrderRoutes.openapi(ordersRoute, async (c) => {
  await requireStaff(c, 'orders');
  const query = c.req.valid('query');
  const list = await listOrders(c.get('db'), {
    status: query.status,
    paymentMethod: query.payment_method ? Number(query.payment_method) : undefined,
    from: query.from,
    to: query.to,
    q: query.q,
    page: query.page ?? 1,
  });
  return reply(c, staffOrderListSchema, list, 200);
});
staffOrderRoutes.openapi(orderRoute, async (c) => {
  await requireStaff(c, 'orders');
  const order = await findOrder(c.get('db'), c.req.valid('param').nr);
  if (!order) throw notFound(c);
  return reply(
    c,
    staffOrderDetailSchema,
    await orderDetail(c.get('db'), order, c.get('locale')),
    200,
  );
});
staffOrderRoutes.openapi(statusRoute, async (c) => {
  const staff = await requireStaff(c, 'orders');
  const db = c.get('db');
  const input = c.req.valid('json');
  const order = await findOrder(db, c.req.valid('param').nr);
  if (!order) throw notFound(c);
  const now = c.get('now')();
  const notAllowed = () => new ClientError(409, { status: [message(c, 'status_not_allowed')] });
  let refund: { reference: string; amount: number; gateway: string } | null = null;
  if (
    input.status === 'cancelled' &&
    order.status === 'paid' &&
    order.paymentMethod === paymentMethods.card
  ) {
    // The money goes back first; only a refund the acquirer confirmed cancels the order.
    const payment = await approvedPayment(db, order.id);
    const gateway = cardGateway(c, `${getConfig().SITE_URL}/backend`);
    if (!payment || !gateway) throw new ClientError(502, { detail: message(c, 'refund_failed') });
    try {
      await gateway.refund(payment.reference, payment.amount);
    } catch (error) {
      logger.error(`refund of order ${order.nr} failed`, error);
      throw new ClientError(502, { detail: message(c, 'refund_failed') });
    }
    refund = { ...payment, gateway: c.get('paymentGateway') };
  }
  const result = await changeOrderStatus(db, {
    orderId: order.id,
    from: order.status,
    to: input.status,
    staffName: staff.name,
    reason: input.status === 'cancelled' ? (input.reason ?? null) : null,
    now,
    refund,
  });
  if (!result.ok) throw notAllowed();
  void sendPendingMail(db);
  return reply(
    c,
    staffOrderDetailSchema,
    await orderDetail(db, result.order, c.get('locale')),
    200,
  );
});
