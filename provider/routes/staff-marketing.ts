import { and, count, desc, isNotNull } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import { toCsv } from '../../lib/csv';
import {
  staffSubscriberListSchema,
  staffSubscribersQuerySchema,
} from '../../lib/api/schemas/staff';
import { rumSummarySchema, webVitalsQuerySchema } from '../../lib/api/schemas/rum';
import { subscriptions } from '../db/schema';
import { rumSummary } from '../domain/rum';
import { STAFF_PAGE_SIZE } from '../domain/staff-orders';
import { answer, createRouter, reply } from '../http/openapi';
import { requireStaff } from '../http/staff-auth';

import { staffRoute } from '../http/staff-routes';

const subscribersRoute = staffRoute('marketing', {
  method: 'get',
  path: '/api/staff/subscribers/',
  description: 'Confirmed newsletter addresses, newest first.',
  request: { query: staffSubscribersQuerySchema },
  responses: { 200: answer(staffSubscriberListSchema, 'A page of subscribers') },
});
const webVitalsRoute = staffRoute('marketing', {
  method: 'get',
  path: '/api/staff/web-vitals/',
  description:
    'Issue 40: the real-user metrics of the last 7 or 28 days, the 75th percentile per page kind and device class with its samples and Google rating.',
  request: { query: webVitalsQuerySchema },
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

/** The staff console's marketing pages: subscribers and real-user metrics (issues 38, 40). */
export const staffMarketingRoutes = createRouter();
const confirmed = isNotNull(subscriptions.confirmedAt);

staffMarketingRoutes.openapi(subscribersRoute, async (c) => {
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
staffMarketingRoutes.openapi(webVitalsRoute, async (c) => {
  await requireStaff(c, 'marketing');
  const days = Number(c.req.valid('query').days);
  return reply(c, rumSummarySchema, await rumSummary(c.get('db'), days, c.get('now')()), 200);
});
staffMarketingRoutes.openapi(subscribersCsvRoute, async (c) => {
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
