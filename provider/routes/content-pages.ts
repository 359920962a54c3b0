import { and, asc, eq } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { calculatorSeoSchema } from '../../lib/api/schemas/calculator-pages';
import {
  infoPageQuerySchema,
  infoPageSchema,
  infoPageSummarySchema,
} from '../../lib/api/schemas/content';
import {
  aboutPageSchema,
  contactsPageSchema,
  dealersPageSchema,
  dynamicPageSchema,
  dynamicPageSummarySchema,
  pageBySlugSchema,
  pageContentSchema,
  promosPageSchema,
  vacanciesPageSchema,
  worksAnswerSchema,
  worksQuerySchema,
} from '../../lib/api/schemas/pages';
import { seoContentQuerySchema } from '../../lib/api/schemas/seo';
import type { AppEnv } from '../context';
import { pick } from '../db/localized';
import { achievements, calculatorSeo, dynamicPages, infoPages, pageContents } from '../db/schema';
import { findPageContent } from '../domain/content/pages';
import {
  achievementsView,
  branchView,
  dealerView,
  dynamicPageView,
  homeItemView,
  loadBranches,
  loadDealers,
  loadHomeItems,
  loadPromos,
  loadVacancies,
  pageContentView,
  promoView,
  vacancyView,
} from '../domain/content/views';
import { worksContent } from '../domain/content/works';
import { sanitizeRichText } from '../domain/rich-text';
import {
  byIdRoute,
  linkedPage,
  linkParams,
  pageLinkRoute,
  pageRoute,
  plainRoute,
  slugParams,
  type PageEnv,
} from '../http/content-routes';
import { answer, createRouter, errorAnswers, reply } from '../http/openapi';
import { notFound } from './catalog';

async function calculatorSeoBy(
  c: Context<AppEnv>,
  kind: 'calculator' | 'calculator_type',
  id: number,
) {
  const locale = c.get('locale');
  const [row] = await c
    .get('db')
    .select()
    .from(calculatorSeo)
    .where(and(eq(calculatorSeo.kind, kind), eq(calculatorSeo.refId, id)));
  if (!row) notFound(c);
  return reply(
    c,
    calculatorSeoSchema,
    {
      id: row.refId,
      title: pick(row.title, locale),
      text: sanitizeRichText(pick(row.body, locale)),
      meta_title: pick(row.metaTitle, locale),
      meta_description: pick(row.metaDescription, locale),
    },
    200,
  );
}

const worksPageDescription = 'The works page with one page of works and the tabs';
const worksPageRoute = createRoute({
  method: 'get',
  path: '/pages/our-works',
  middleware: [linkedPage('works')] as const,
  request: { query: worksQuerySchema },
  responses: { 200: answer(worksAnswerSchema, worksPageDescription), ...errorAnswers },
});
const worksPageLinkRoute = createRoute({
  method: 'get',
  path: '/pages/our-works/{link}',
  middleware: [linkedPage('works')] as const,
  request: { query: worksQuerySchema, params: linkParams },
  responses: { 200: answer(worksAnswerSchema, worksPageDescription), ...errorAnswers },
});
const infoPageRoute = createRoute({
  method: 'get',
  path: '/pages/info-page/detail/',
  request: { query: infoPageQuerySchema },
  responses: {
    200: answer(infoPageSchema, 'An info page by any of its localized slugs'),
    ...errorAnswers,
  },
});
const seoContentRoute = createRoute({
  method: 'get',
  path: '/pages/seo-content/detail/',
  request: { query: seoContentQuerySchema },
  responses: {
    200: answer(pageContentSchema, "A page type's texts and SEO fields"),
    ...errorAnswers,
  },
});
const dynamicPageRoute = createRoute({
  method: 'get',
  path: '/pages/dynamic/{slug}',
  request: { params: slugParams },
  responses: { 200: answer(dynamicPageSchema, 'A dynamic page by its slug'), ...errorAnswers },
});
const pageBySlugRoute = createRoute({
  method: 'get',
  path: '/pages/{slug}',
  request: { params: slugParams },
  responses: {
    200: answer(
      pageBySlugSchema,
      'A static page by any localized slug or its type, else a dynamic page',
    ),
    ...errorAnswers,
  },
});

const infoPagesSchema = z.array(infoPageSummarySchema);
const dynamicPagesSchema = z.array(dynamicPageSummarySchema);

const contactsPage = async (c: Context<PageEnv>) =>
  reply(
    c,
    contactsPageSchema,
    {
      ...c.get('page'),
      branches: (await loadBranches(c.get('db'))).map((row) => branchView(row, c.get('locale'))),
    },
    200,
  );
const dealersPage = async (c: Context<PageEnv>) =>
  reply(
    c,
    dealersPageSchema,
    {
      ...c.get('page'),
      dealers: (await loadDealers(c.get('db'))).map((row) => dealerView(row, c.get('locale'))),
    },
    200,
  );
const promosPage = async (c: Context<PageEnv>) =>
  reply(
    c,
    promosPageSchema,
    {
      ...c.get('page'),
      promos: (await loadPromos(c.get('db'))).map((row) => promoView(row, c.get('locale'))),
    },
    200,
  );
const vacanciesPage = async (c: Context<PageEnv>) =>
  reply(
    c,
    vacanciesPageSchema,
    {
      ...c.get('page'),
      vacancies: (await loadVacancies(c.get('db'))).map((row) => vacancyView(row, c.get('locale'))),
    },
    200,
  );
const worksPage = async (c: Context<PageEnv>, query: z.output<typeof worksQuerySchema>) =>
  reply(
    c,
    worksAnswerSchema,
    { ...c.get('page'), ...(await worksContent(c.get('db'), c.get('locale'), query)) },
    200,
  );
const colorsPage = (c: Context<PageEnv>) => reply(c, pageContentSchema, c.get('page'), 200);

/**
 * Spec 7's page, info-page, dynamic-page and SEO-text calls, mounted after the navigation routes
 * (app.ts). One statement per route rather than a chain: the chained router's type, every route's
 * schema accumulated, is too complex for tsc where app.ts mounts it (TS2590), and nothing reads it.
 */
export const contentPageRoutes = createRouter();
contentPageRoutes.openapi(
  plainRoute('/pages/info-page', infoPagesSchema, 'Every info page'),
  async (c) => {
    const locale = c.get('locale');
    const rows = await c.get('db').select().from(infoPages).orderBy(asc(infoPages.position));
    return reply(
      c,
      infoPagesSchema,
      rows.map((page) => ({
        slug: page.slug[locale] ?? page.slug.en ?? '',
        title: pick(page.title, locale),
      })),
      200,
    );
  },
);
contentPageRoutes.openapi(infoPageRoute, async (c) => {
  const locale = c.get('locale');
  const { slug } = c.req.valid('query');
  const rows = await c.get('db').select().from(infoPages);
  const page = rows.find((row) => Object.values(row.slug).includes(slug));
  if (!page) notFound(c);
  return reply(
    c,
    infoPageSchema,
    {
      slug: page.slug[locale] ?? page.slug.en ?? slug,
      slugs: page.slug,
      title: pick(page.title, locale),
      body: sanitizeRichText(pick(page.body, locale)),
      indexing: page.indexing,
      updated_at: page.updatedAt.toISOString(),
    },
    200,
  );
});
contentPageRoutes.openapi(seoContentRoute, async (c) => {
  const row = await findPageContent(c.get('db'), c.req.valid('query').page_type);
  if (!row) notFound(c);
  return reply(c, pageContentSchema, pageContentView(row, c.get('locale')), 200);
});
contentPageRoutes.openapi(
  byIdRoute(
    '/api/calculator/calculator-seo/{id}/',
    calculatorSeoSchema,
    "A calculator's page text",
  ),
  (c) => calculatorSeoBy(c, 'calculator', c.req.valid('param').id),
);
contentPageRoutes.openapi(
  byIdRoute(
    '/api/calculator/calculator-type-seo/{id}/',
    calculatorSeoSchema,
    "A calculator type's page text",
  ),
  (c) => calculatorSeoBy(c, 'calculator_type', c.req.valid('param').id),
);
// Beside spec 7's GET /pages/dynamic/{slug}, as GET /pages/info-page lists info pages: the
// sitemap lists every indexable dynamic page (issue 29), linked from the shop's content or not.
contentPageRoutes.openapi(
  plainRoute('/pages/dynamic', dynamicPagesSchema, 'Every dynamic page, for the sitemap'),
  async (c) => {
    const locale = c.get('locale');
    const rows = await c
      .get('db')
      .select()
      .from(dynamicPages)
      .orderBy(asc(dynamicPages.position), asc(dynamicPages.id));
    return reply(
      c,
      dynamicPagesSchema,
      rows.map((row) => ({
        slug: row.slug,
        title: pick(row.title, locale),
        indexing: row.indexing,
        updated_at: row.updatedAt.toISOString(),
      })),
      200,
    );
  },
);
contentPageRoutes.openapi(dynamicPageRoute, async (c) => {
  const { slug } = c.req.valid('param');
  const [row] = await c.get('db').select().from(dynamicPages).where(eq(dynamicPages.slug, slug));
  if (!row) notFound(c);
  return reply(c, dynamicPageSchema, dynamicPageView(row, c.get('locale')), 200);
});
contentPageRoutes.openapi(
  pageRoute('/pages/about', 'about', aboutPageSchema, 'The about page, achievements, advantages'),
  async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const [[achievement], advantages, equipment] = await Promise.all([
      db.select().from(achievements).limit(1),
      loadHomeItems(db, 'advantage'),
      loadHomeItems(db, 'equipment'),
    ]);
    return reply(
      c,
      aboutPageSchema,
      {
        ...c.get('page'),
        achievements: achievementsView(achievement, locale),
        advantages: advantages.map((row) => homeItemView(row, locale)),
        equipament: equipment.map((row) => homeItemView(row, locale)),
      },
      200,
    );
  },
);
contentPageRoutes.openapi(
  pageLinkRoute('/pages/about', 'about', pageContentSchema, 'The about page'),
  (c) => reply(c, pageContentSchema, c.get('page'), 200),
);
contentPageRoutes.openapi(
  pageRoute('/pages/contacts', 'contacts', contactsPageSchema, 'The contacts page, branches'),
  contactsPage,
);
contentPageRoutes.openapi(
  pageLinkRoute('/pages/contacts', 'contacts', contactsPageSchema, 'The contacts page, branches'),
  contactsPage,
);
contentPageRoutes.openapi(worksPageRoute, (c) => worksPage(c, c.req.valid('query')));
contentPageRoutes.openapi(worksPageLinkRoute, (c) => worksPage(c, c.req.valid('query')));
contentPageRoutes.openapi(
  pageRoute('/dealers/template', 'dealers', dealersPageSchema, 'The dealers page, dealers'),
  dealersPage,
);
contentPageRoutes.openapi(
  pageLinkRoute('/dealers/template', 'dealers', dealersPageSchema, 'The dealers page, dealers'),
  dealersPage,
);
contentPageRoutes.openapi(
  pageRoute('/pages/promo-page', 'promos', promosPageSchema, 'The promos page, promos'),
  promosPage,
);
contentPageRoutes.openapi(
  pageLinkRoute('/pages/promo-page', 'promos', promosPageSchema, 'The promos page, promos'),
  promosPage,
);
contentPageRoutes.openapi(
  pageRoute('/pages/vacancies', 'vacancies', vacanciesPageSchema, 'The vacancies page, vacancies'),
  vacanciesPage,
);
contentPageRoutes.openapi(
  pageLinkRoute(
    '/pages/vacancies',
    'vacancies',
    vacanciesPageSchema,
    'The vacancies page, vacancies',
  ),
  vacanciesPage,
);
contentPageRoutes.openapi(
  pageRoute('/colors/pages', 'colors', pageContentSchema, 'The colours page'),
  colorsPage,
);
contentPageRoutes.openapi(
  pageLinkRoute('/colors/pages', 'colors', pageContentSchema, 'The colours page'),
  colorsPage,
);

/**
 * Spec 7 GET /pages/{slug}, alone in its router so that app.ts mounts it after every other content
 * route: Hono tries routes in the order they are registered, and it would shadow the other /pages/… paths.
 */
export const pageBySlugRoutes = createRouter();
pageBySlugRoutes.openapi(pageBySlugRoute, async (c) => {
  const locale = c.get('locale');
  const db = c.get('db');
  const { slug } = c.req.valid('param');
  const pages = await db.select().from(pageContents);
  const page = pages.find((row) => row.pageType === slug || Object.values(row.slug).includes(slug));
  if (page) return reply(c, pageBySlugSchema, pageContentView(page, locale), 200);
  const [dynamic] = await db.select().from(dynamicPages).where(eq(dynamicPages.slug, slug));
  if (!dynamic) notFound(c);
  return reply(
    c,
    pageBySlugSchema,
    { page_type: 'dynamic', ...dynamicPageView(dynamic, locale) },
    200,
  );
});
