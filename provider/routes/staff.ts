import { readFile } from 'node:fs/promises';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { toCsv } from '../../lib/csv';
import { getConfig } from '../../lib/config';
import {
  leadKindSchema,
  staffLeadChangeSchema,
  staffLeadListSchema,
  staffLeadSchema,
  staffLeadsQuerySchema,
  staffOrderDetailSchema,
  staffOrderListSchema,
  staffOrdersQuerySchema,
  staffProfileSchema,
  staffSignInSchema,
  staffStatusChangeSchema,
  staffSubscriberListSchema,
  type LeadKind,
  type StaffLead,
} from '../../lib/api/schemas/staff';
import { rumSummarySchema } from '../../lib/api/schemas/rum';
import { pick } from '../db/localized';
import type { AppEnv } from '../context';
import {
  calculatorTypes,
  contactRequests,
  orderRequests,
  staffUsers,
  subscriptions,
  vacancies,
  vacancyApplications,
} from '../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../domain/passwords';
import { rumSummary } from '../domain/rum';
import { totpValid, type StaffArea } from '../domain/staff';
import {
  approvedPayment,
  changeOrderStatus,
  findOrder,
  listOrders,
  orderDetail,
  STAFF_PAGE_SIZE,
} from '../domain/staff-orders';
import { paymentMethods } from '../domain/orders';
import { ClientError } from '../http/errors';
import { beforeLogin, loginFailed, loginSucceeded } from '../http/login-limits';
import { answer, createRouter, errorAnswers, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import {
  clearStaffCookie,
  closeStaffSession,
  openStaffSession,
  requireStaff,
  staffFirst,
} from '../http/staff-auth';
import { translate, type MessageKey } from '../i18n';
import { logger } from '../logger';
import { sendPendingMail } from '../mail/outbox';
import { cardGateway } from '../payments';
import { localFilePath } from '../storage';

/** The OpenAPI security scheme of the staff console: the session cookie. */
export const STAFF_SESSION = 'staffSession';
const staffOnly = [{ [STAFF_SESSION]: [] }];

const roles: Record<StaffArea, string> = {
  orders: 'Role: manager or admin.',
  leads: 'Role: manager or admin.',
  marketing: 'Role: marketing or admin.',
  console: 'Role: any staff member (manager, marketing, admin).',
};

const message = (c: Context<AppEnv>, key: MessageKey) => translate(c.get('locale'), key);
const notFound = (c: Context<AppEnv>) => new ClientError(404, { detail: message(c, 'not_found') });

/** A route of the console: documented with its role, answered only for the staff session. */
export const staffRoute = <R extends Omit<RouteConfig, 'security'>>(area: StaffArea, route: R) =>
  createRoute({
    ...route,
    middleware: [staffFirst(area), ...(route.middleware ? [route.middleware].flat() : [])],
    security: staffOnly,
    description: `${route.description ?? ''} ${roles[area]}`.trim(),
    responses: { ...route.responses, ...errorAnswers },
  });

const signInRoute = createRoute({
  method: 'post',
  path: '/api/staff/session/',
  description:
    'Staff sign-in: sets the HttpOnly, SameSite=Strict session cookie. With two-factor sign-in the code is required (400 { code } without it).',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(staffSignInSchema) },
  responses: { 200: answer(staffProfileSchema, 'Signed in'), ...errorAnswers },
});
const signOutRoute = staffRoute('console', {
  method: 'delete',
  path: '/api/staff/session/',
  description: 'Signs out: ends the session on the server and clears the cookie.',
  responses: { 204: { description: 'Signed out' } },
});
const meRoute = staffRoute('console', {
  method: 'get',
  path: '/api/staff/me/',
  description: 'The signed-in staff member.',
  responses: { 200: answer(staffProfileSchema, 'The staff member') },
});
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
const leadsRoute = staffRoute('leads', {
  method: 'get',
  path: '/api/staff/leads/',
  description:
    'Call-back requests, configurator order requests and vacancy applications, newest first.',
  request: { query: staffLeadsQuerySchema },
  responses: { 200: answer(staffLeadListSchema, 'A page of leads') },
});
const leadParams = z.object({ kind: leadKindSchema, id: z.string().regex(/^\d{1,9}$/) });
const leadRoute = staffRoute('leads', {
  method: 'patch',
  path: '/api/staff/leads/{kind}/{id}/',
  description: 'Marks a lead new, in progress or done, with who handled it.',
  middleware: [jsonBody],
  request: { params: leadParams, body: jsonBodyOf(staffLeadChangeSchema) },
  responses: { 200: answer(staffLeadSchema, 'The lead') },
});
const cvRoute = staffRoute('leads', {
  method: 'get',
  path: '/api/staff/leads/vacancy/{id}/cv/',
  description: "A vacancy application's CV, as an attachment of its stored type.",
  request: { params: z.object({ id: z.string().regex(/^\d{1,9}$/) }) },
  responses: {
    200: {
      description: 'The CV file',
      content: { 'application/octet-stream': { schema: z.string() } },
    },
  },
});
const subscribersRoute = staffRoute('marketing', {
  method: 'get',
  path: '/api/staff/subscribers/',
  description: 'Confirmed newsletter addresses, newest first.',
  request: { query: z.object({ page: staffLeadsQuerySchema.shape.page }) },
  responses: { 200: answer(staffSubscriberListSchema, 'A page of subscribers') },
});
const webVitalsRoute = staffRoute('marketing', {
  method: 'get',
  path: '/api/staff/web-vitals/',
  description:
    'Issue 40: the real-user metrics of the last 7 or 28 days, the 75th percentile per page kind and device class with its samples and Google rating.',
  request: { query: z.object({ days: z.enum(['7', '28']).default('7') }) },
  responses: { 200: answer(rumSummarySchema, 'The 75th percentiles') },
});
const subscribersCsvRoute = staffRoute('marketing', {
  method: 'get',
  path: '/api/staff/subscribers.csv',
  description: 'Every confirmed newsletter address as CSV (formula-safe).',
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
  },
});

/** Issue 38: the staff console's API (docs/adr/0042-staff-accounts-and-console.md). */
export const staffRoutes = createRouter();

/** Console answers are personal: never stored by a browser or a proxy. */
staffRoutes.use('/api/staff/*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

staffRoutes.openapi(signInRoute, async (c) => {
  const input = c.req.valid('json');
  const email = input.email.trim().toLowerCase();
  const guard = await beforeLogin(c, 'staff-login', email);
  const [staff] = await c.get('db').select().from(staffUsers).where(eq(staffUsers.email, email));
  const valid = staff
    ? await verifyPassword(input.password, staff.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!staff || !valid) {
    await loginFailed(c, guard);
    throw new ClientError(401, { detail: message(c, 'invalid_credentials') });
  }
  if (staff.totpSecret) {
    if (!input.code) throw new ClientError(400, { code: [message(c, 'totp_required')] });
    if (!totpValid(staff.email, staff.totpSecret, input.code, c.get('now')())) {
      await loginFailed(c, guard);
      throw new ClientError(400, { code: [message(c, 'totp_invalid')] });
    }
  }
  await loginSucceeded(c, guard);
  await openStaffSession(c, staff.id);
  return reply(
    c,
    staffProfileSchema,
    { email: staff.email, name: staff.name, role: staff.role, totp: staff.totpSecret !== null },
    200,
  );
});
staffRoutes.openapi(signOutRoute, async (c) => {
  const staff = await requireStaff(c, 'console');
  await closeStaffSession(c, staff.sessionId);
  clearStaffCookie(c);
  return c.body(null, 204);
});
staffRoutes.openapi(meRoute, async (c) => {
  const staff = await requireStaff(c, 'console');
  return reply(
    c,
    staffProfileSchema,
    { email: staff.email, name: staff.name, role: staff.role, totp: staff.totp },
    200,
  );
});
staffRoutes.openapi(ordersRoute, async (c) => {
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
staffRoutes.openapi(orderRoute, async (c) => {
  await requireStaff(c, 'orders');
  const order = await findOrder(c.get('db'), c.req.valid('param').nr);
  if (!order) throw notFound(c);
  return reply(c, staffOrderDetailSchema, await orderDetail(c.get('db'), order), 200);
});
staffRoutes.openapi(statusRoute, async (c) => {
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
  return reply(c, staffOrderDetailSchema, await orderDetail(db, result.order), 200);
});

const leadTables = {
  callback: contactRequests,
  order_request: orderRequests,
  vacancy: vacancyApplications,
} as const;

async function leadsOf(c: Context<AppEnv>, kind: LeadKind | undefined, id?: number) {
  const db = c.get('db');
  const locale = c.get('locale');
  const leads: StaffLead[] = [];
  if (!kind || kind === 'callback') {
    const rows = await db
      .select()
      .from(contactRequests)
      .where(id === undefined ? undefined : eq(contactRequests.id, id));
    for (const row of rows)
      leads.push({
        kind: 'callback',
        id: row.id,
        name: row.name ?? '',
        phone: row.phone,
        email: null,
        subject: null,
        configuration: null,
        cv: null,
        status: row.status,
        handled_by: row.handledBy,
        created_at: row.createdAt.toISOString(),
      });
  }
  if (!kind || kind === 'order_request') {
    const rows = await db
      .select({ request: orderRequests, type: calculatorTypes })
      .from(orderRequests)
      .leftJoin(calculatorTypes, eq(calculatorTypes.id, orderRequests.calculatorTypeId))
      .where(id === undefined ? undefined : eq(orderRequests.id, id));
    for (const { request, type } of rows)
      leads.push({
        kind: 'order_request',
        id: request.id,
        name: request.clientName,
        phone: request.clientPhone,
        email: null,
        subject: type ? pick(type.product.name, locale) : null,
        configuration: request.configuration,
        cv: null,
        status: request.status,
        handled_by: request.handledBy,
        created_at: request.createdAt.toISOString(),
      });
  }
  if (!kind || kind === 'vacancy') {
    const rows = await db
      .select({ application: vacancyApplications, vacancy: vacancies })
      .from(vacancyApplications)
      .leftJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
      .where(id === undefined ? undefined : eq(vacancyApplications.id, id));
    for (const { application, vacancy } of rows)
      leads.push({
        kind: 'vacancy',
        id: application.id,
        name: application.name,
        phone: application.phone,
        email: application.email,
        subject: vacancy ? pick(vacancy.title, locale) : null,
        configuration: null,
        cv: application.fileName,
        status: application.status,
        handled_by: application.handledBy,
        created_at: application.createdAt.toISOString(),
      });
  }
  return leads.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

staffRoutes.openapi(leadsRoute, async (c) => {
  await requireStaff(c, 'leads');
  const query = c.req.valid('query');
  const page = query.page ?? 1;
  const all = await leadsOf(c, query.kind);
  return reply(
    c,
    staffLeadListSchema,
    {
      count: all.length,
      pages: Math.max(1, Math.ceil(all.length / STAFF_PAGE_SIZE)),
      page,
      results: all.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE),
    },
    200,
  );
});
staffRoutes.openapi(leadRoute, async (c) => {
  const staff = await requireStaff(c, 'leads');
  const { kind, id: idText } = c.req.valid('param');
  const id = Number(idText);
  const { status } = c.req.valid('json');
  const table = leadTables[kind];
  const [row] = await c
    .get('db')
    .update(table)
    .set({ status, handledBy: staff.name, handledAt: c.get('now')() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!row) throw notFound(c);
  const [lead] = await leadsOf(c, kind, id);
  if (!lead) throw notFound(c);
  return reply(c, staffLeadSchema, lead, 200);
});
staffRoutes.openapi(cvRoute, async (c) => {
  await requireStaff(c, 'leads');
  const id = Number(c.req.valid('param').id);
  const [application] = await c
    .get('db')
    .select()
    .from(vacancyApplications)
    .where(eq(vacancyApplications.id, id));
  if (!application) throw notFound(c);
  let bytes: Buffer;
  try {
    bytes = await readFile(localFilePath(c.get('dataDir'), application.fileKey));
  } catch {
    throw notFound(c);
  }
  const ascii = application.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': application.fileType,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(application.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
});

const confirmed = isNotNull(subscriptions.confirmedAt);

staffRoutes.openapi(subscribersRoute, async (c) => {
  await requireStaff(c, 'marketing');
  const page = c.req.valid('query').page ?? 1;
  const db = c.get('db');
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(subscriptions)
    .where(confirmed);
  const rows = await db
    .select()
    .from(subscriptions)
    .where(confirmed)
    .orderBy(desc(subscriptions.confirmedAt), desc(subscriptions.id))
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE);
  return reply(
    c,
    staffSubscriberListSchema,
    {
      count: total,
      pages: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
      page,
      results: rows.map((row) => ({
        email: row.email,
        locale: row.locale,
        confirmed_at: (row.confirmedAt ?? row.createdAt).toISOString(),
      })),
    },
    200,
  );
});
staffRoutes.openapi(webVitalsRoute, async (c) => {
  await requireStaff(c, 'marketing');
  const days = Number(c.req.valid('query').days);
  return reply(c, rumSummarySchema, await rumSummary(c.get('db'), days, c.get('now')()), 200);
});
staffRoutes.openapi(subscribersCsvRoute, async (c) => {
  await requireStaff(c, 'marketing');
  const rows = await c
    .get('db')
    .select()
    .from(subscriptions)
    .where(and(confirmed))
    .orderBy(desc(subscriptions.confirmedAt), desc(subscriptions.id));
  const csv = toCsv([
    ['email', 'locale', 'confirmed_at'],
    ...rows.map((row) => [row.email, row.locale, row.confirmedAt?.toISOString() ?? '']),
  ]);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="subscribers.csv"',
  });
});
