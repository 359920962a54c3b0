import { and, asc, eq } from 'drizzle-orm';
import {
  seoKeyphraseInputSchema,
  seoKeyphraseListSchema,
  seoKeyphraseSchema,
} from '../../lib/api/schemas/seo-keyphrases';
import { seoKeyphrases } from '../db/schema';
import { answer, createRouter, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import { requireStaff } from '../http/staff-auth';
import { staffRoute } from '../http/staff-routes';

const listRoute = staffRoute('marketing', {
  method: 'get',
  path: '/api/staff/seo-keyphrases/',
  description:
    "Issue 42: every stored focus keyphrase (page path, language, who set it and when), for the SEO preview's analysis and its competing pages.",
  responses: { 200: answer(seoKeyphraseListSchema, 'The stored keyphrases') },
});
const setRoute = staffRoute('marketing', {
  method: 'post',
  path: '/api/staff/seo-keyphrases/',
  description:
    "Issue 42: sets the focus keyphrase of one page in one language (an empty keyphrase removes it, answered 204); records the staff member's name.",
  middleware: [jsonBody],
  request: { body: jsonBodyOf(seoKeyphraseInputSchema) },
  responses: {
    200: answer(seoKeyphraseSchema, 'The stored keyphrase'),
    204: { description: 'Removed' },
  },
});

/** Issue 42: the SEO preview's focus keyphrases (docs/adr/0044-focus-keyphrase-per-page-path.md). */
export const seoKeyphraseRoutes = createRouter();

const shown = (row: typeof seoKeyphrases.$inferSelect) => ({
  path: row.path,
  locale: seoKeyphraseInputSchema.shape.locale.parse(row.locale),
  keyphrase: row.keyphrase,
  updated_by: row.updatedBy,
  updated_at: row.updatedAt.toISOString(),
});

seoKeyphraseRoutes.openapi(listRoute, async (c) => {
  await requireStaff(c, 'marketing');
  const rows = await c
    .get('db')
    .select()
    .from(seoKeyphrases)
    .orderBy(asc(seoKeyphrases.locale), asc(seoKeyphrases.path));
  return reply(c, seoKeyphraseListSchema, { results: rows.map(shown) }, 200);
});

seoKeyphraseRoutes.openapi(setRoute, async (c) => {
  const staff = await requireStaff(c, 'marketing');
  const { path, locale, keyphrase } = c.req.valid('json');
  const db = c.get('db');
  if (keyphrase === '') {
    await db
      .delete(seoKeyphrases)
      .where(and(eq(seoKeyphrases.locale, locale), eq(seoKeyphrases.path, path)));
    return c.body(null, 204);
  }
  const values = { keyphrase, updatedBy: staff.name, updatedAt: c.get('now')() };
  const [row] = await db
    .insert(seoKeyphrases)
    .values({ locale, path, ...values })
    .onConflictDoUpdate({ target: [seoKeyphrases.locale, seoKeyphrases.path], set: values })
    .returning();
  return reply(c, seoKeyphraseSchema, shown(row!), 200);
});
