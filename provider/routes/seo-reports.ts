import { desc, eq, lte } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  seoReportRunCreateSchema,
  seoReportRunListQuerySchema,
  seoReportRunListSchema,
  seoReportRunSchema,
  seoReportRunSummarySchema,
} from '../../lib/api/schemas/seo-reports';
import type { AppEnv } from '../context';
import { seoReportRuns, staffUsers } from '../db/schema';
import { ClientError } from '../http/errors';
import { answer, createRouter, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import { requireStaff } from '../http/staff-auth';
import { translate } from '../i18n';
import { staffRoute } from '../http/staff-routes';

/** Runs listed at most: the report offers the latest ones to compare with. */
const RUNS_LISTED = 50;

const createRunRoute = staffRoute('marketing', {
  method: 'post',
  path: '/api/staff/seo-reports/',
  description:
    'Issue 42: stores a run of the whole-site SEO report (pages checked, and per URL its issues as kind:message keys).',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(seoReportRunCreateSchema) },
  responses: { 201: answer(seoReportRunSummarySchema, 'The stored run') },
});
const listRunsRoute = staffRoute('marketing', {
  method: 'get',
  path: '/api/staff/seo-reports/',
  description: `The stored runs of the whole-site SEO report, newest first (at most ${RUNS_LISTED}); \`before\` (a date or time): only runs up to it.`,
  request: { query: seoReportRunListQuerySchema },
  responses: { 200: answer(seoReportRunListSchema, 'The runs') },
});
const runRoute = staffRoute('marketing', {
  method: 'get',
  path: '/api/staff/seo-reports/{id}/',
  description: 'One stored run with its issues per URL.',
  request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  responses: { 200: answer(seoReportRunSchema, 'The run') },
});

type RunRow = typeof seoReportRuns.$inferSelect & { staffName: string | null };

const summary = (row: RunRow) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  staff_name: row.staffName,
  pages: row.pages,
  urls_with_problems: Object.keys(row.problems).length,
});

const selectRuns = (c: Context<AppEnv>) =>
  c
    .get('db')
    .select({
      id: seoReportRuns.id,
      createdAt: seoReportRuns.createdAt,
      staffId: seoReportRuns.staffId,
      pages: seoReportRuns.pages,
      problems: seoReportRuns.problems,
      staffName: staffUsers.name,
    })
    .from(seoReportRuns)
    .leftJoin(staffUsers, eq(staffUsers.id, seoReportRuns.staffId));

/** Issue 42: the history of the whole-site SEO report, for marketing staff and admins. */
export const seoReportRoutes = createRouter();

seoReportRoutes.openapi(createRunRoute, async (c) => {
  const staff = await requireStaff(c, 'marketing');
  const body = c.req.valid('json');
  // A URL without issues says nothing a later run needs.
  const problems = Object.fromEntries(
    Object.entries(body.problems).filter(([, keys]) => keys.length > 0),
  );
  const [row] = await c
    .get('db')
    .insert(seoReportRuns)
    .values({ staffId: staff.id, pages: body.pages, problems, createdAt: c.get('now')() })
    .returning();
  return reply(c, seoReportRunSummarySchema, summary({ ...row!, staffName: staff.name }), 201);
});
seoReportRoutes.openapi(listRunsRoute, async (c) => {
  await requireStaff(c, 'marketing');
  const { before } = c.req.valid('query');
  // A bare date means the whole of that day (UTC).
  const until = before
    ? new Date(before.length === 10 ? `${before}T23:59:59.999Z` : before)
    : undefined;
  const rows = await selectRuns(c)
    .where(until ? lte(seoReportRuns.createdAt, until) : undefined)
    .orderBy(desc(seoReportRuns.createdAt), desc(seoReportRuns.id))
    .limit(RUNS_LISTED);
  return reply(c, seoReportRunListSchema, rows.map(summary), 200);
});
seoReportRoutes.openapi(runRoute, async (c) => {
  await requireStaff(c, 'marketing');
  const [row] = await selectRuns(c).where(eq(seoReportRuns.id, c.req.valid('param').id));
  if (!row) throw new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });
  return reply(c, seoReportRunSchema, { ...summary(row), problems: row.problems }, 200);
});
