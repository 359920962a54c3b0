import { readFile } from 'node:fs/promises';
import { count, desc, eq } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  leadKindSchema,
  staffLeadChangeSchema,
  staffLeadListSchema,
  staffLeadSchema,
  staffLeadsQuerySchema,
  type LeadKind,
  type LeadStatusValue,
  type StaffLead,
} from '../../lib/api/schemas/staff';
import { pick } from '../db/localized';
import type { AppEnv } from '../context';
import {
  calculatorTypes,
  contactRequests,
  orderRequests,
  vacancies,
  vacancyApplications,
} from '../db/schema';
import { describeChoices, STAFF_PAGE_SIZE } from '../domain/staff-orders';
import { answer, createRouter, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import { requireStaff } from '../http/staff-auth';
import { localFilePath } from '../storage';

import { staffRoute } from '../http/staff-routes';
import { notFound } from '../http/errors';

const leadsRoute = staffRoute('leads', {
  method: 'get',
  path: '/api/staff/leads/',
  description:
    'Call-back requests, configurator order requests and vacancy applications, newest first, of one kind and status when asked (20 a page).',
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
/** The staff console's leads: call-backs, order requests, applications with their CVs (issue 38). */
export const staffLeadRoutes = createRouter();
const leadTables = {
  callback: contactRequests,
  order_request: orderRequests,
  vacancy: vacancyApplications,
} as const;

/**
 * Which leads to read: one by id, or the newest `limit` (of a status, when given). A page of the
 * list merges the newest `page × 20` of each table, never whole tables.
 */
type LeadFilter = { id: number } | { status?: LeadStatusValue; limit: number };

/** A lead table's rows: one by id, or those of a status (all without one). */
function whichLeads(
  table: (typeof leadTables)[LeadKind],
  filter: { id: number } | { status?: LeadStatusValue },
) {
  if ('id' in filter) return eq(table.id, filter.id);
  return filter.status ? eq(table.status, filter.status) : undefined;
}

const newestLeads = (table: (typeof leadTables)[LeadKind]) => [
  desc(table.createdAt),
  desc(table.id),
];
const leadLimit = (filter: LeadFilter) => ('id' in filter ? 1 : filter.limit);

async function leadsOf(c: Context<AppEnv>, kind: LeadKind | undefined, filter: LeadFilter) {
  const db = c.get('db');
  const locale = c.get('locale');
  const leads: StaffLead[] = [];
  if (!kind || kind === 'callback') {
    const rows = await db
      .select()
      .from(contactRequests)
      .where(whichLeads(contactRequests, filter))
      .orderBy(...newestLeads(contactRequests))
      .limit(leadLimit(filter));
    for (const row of rows)
      leads.push({
        kind: 'callback',
        id: row.id,
        name: row.name ?? '',
        phone: row.phone,
        email: null,
        subject: null,
        configuration: null,
        description: [],
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
      .where(whichLeads(orderRequests, filter))
      .orderBy(...newestLeads(orderRequests))
      .limit(leadLimit(filter));
    for (const { request, type } of rows)
      leads.push({
        kind: 'order_request',
        id: request.id,
        name: request.clientName,
        phone: request.clientPhone,
        email: null,
        subject: type ? pick(type.product.name, locale) : null,
        configuration: request.configuration,
        description:
          type && request.configuration
            ? (describeChoices(type.product, request.configuration, locale) ?? [])
            : [],
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
      .where(whichLeads(vacancyApplications, filter))
      .orderBy(...newestLeads(vacancyApplications))
      .limit(leadLimit(filter));
    for (const { application, vacancy } of rows)
      leads.push({
        kind: 'vacancy',
        id: application.id,
        name: application.name,
        phone: application.phone,
        email: application.email,
        subject: vacancy ? pick(vacancy.title, locale) : null,
        configuration: null,
        description: [],
        cv: application.fileName,
        status: application.status,
        handled_by: application.handledBy,
        created_at: application.createdAt.toISOString(),
      });
  }
  return leads.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

staffLeadRoutes.openapi(leadsRoute, async (c) => {
  await requireStaff(c, 'leads');
  const query = c.req.valid('query');
  const page = query.page ?? 1;
  const kinds = query.kind ? [query.kind] : leadKindSchema.options;
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const table = leadTables[kind];
      const [row] = await c
        .get('db')
        .select({ total: count() })
        .from(table)
        .where(whichLeads(table, { status: query.status }));
      return row?.total ?? 0;
    }),
  );
  const total = counts.reduce((sum, part) => sum + part, 0);
  const newest = await leadsOf(c, query.kind, {
    status: query.status,
    limit: page * STAFF_PAGE_SIZE,
  });
  return reply(
    c,
    staffLeadListSchema,
    {
      count: total,
      pages: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
      page,
      results: newest.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE),
    },
    200,
  );
});
staffLeadRoutes.openapi(leadRoute, async (c) => {
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
  const [lead] = await leadsOf(c, kind, { id });
  if (!lead) throw notFound(c);
  return reply(c, staffLeadSchema, lead, 200);
});
staffLeadRoutes.openapi(cvRoute, async (c) => {
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
