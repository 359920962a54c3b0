import { and, asc, eq } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  achievementsSchema,
  articleDetailSchema,
  articlesAnswerSchema,
  articlesQuerySchema,
  branchSchema,
  dealerSchema,
  faqSchema,
  homeItemSchema,
  offerItemSchema,
  partnerSchema,
  promoDetailSchema,
  promoSchema,
  reviewSchema,
  singleBannerSchema,
  specialistCitiesSchema,
  specialistSchema,
  specialistsAnswerSchema,
  specialistsQuerySchema,
  tabSchema,
  vacancySchema,
  workSchema,
  worksContentSchema,
  worksQuerySchema,
  workStepSchema,
} from '../../lib/api/schemas/pages';
import type { AppEnv } from '../context';
import { pick } from '../db/localized';
import {
  achievements,
  articles,
  articleTabs,
  branches,
  faqs,
  partners,
  promos,
  reviews,
  specialists,
  vacancies,
} from '../db/schema';
import { articlesPage } from '../domain/content/articles';
import { bannerOf, bannersOf, stepsOf } from '../domain/content/sections';
import { specialistCities, specialistsIn, specialistView } from '../domain/content/specialists';
import {
  achievementsView,
  articleDetailView,
  branchView,
  dealerView,
  faqView,
  homeItemView,
  loadBranches,
  loadDealers,
  loadHomeItems,
  loadPromos,
  loadVacancies,
  loadWorks,
  partnerView,
  promoDetailView,
  promoView,
  reviewView,
  vacancyView,
  workView,
} from '../domain/content/views';
import { worksContent } from '../domain/content/works';
import { byIdRoute, byKey, byKeyRoute, plainRoute } from '../http/content-routes';
import { answer, createRouter, errorAnswers, reply, serveBothSpellings } from '../http/openapi';
import { notFound } from './catalog';

type Ctx = Context<AppEnv>;

async function articleByKey(c: Ctx, key: string) {
  const locale = c.get('locale');
  const db = c.get('db');
  const [row] = await db
    .select()
    .from(articles)
    .where(
      byKey(
        key,
        (id) => eq(articles.id, id),
        (slug) => eq(articles.slug, slug),
      ),
    );
  if (!row) notFound(c);
  const [tab] = await db.select().from(articleTabs).where(eq(articleTabs.id, row.tabId));
  return reply(c, articleDetailSchema, articleDetailView(row, tab, locale), 200);
}

async function promoByKey(c: Ctx, key: string) {
  const [row] = await c
    .get('db')
    .select()
    .from(promos)
    .where(
      byKey(
        key,
        (id) => eq(promos.id, id),
        (slug) => eq(promos.slug, slug),
      ),
    );
  if (!row) notFound(c);
  return reply(c, promoDetailSchema, promoDetailView(row, c.get('locale')), 200);
}

async function branchByKey(c: Ctx, key: string) {
  const [row] = await c
    .get('db')
    .select()
    .from(branches)
    .where(
      byKey(
        key,
        (id) => eq(branches.id, id),
        (slug) => eq(branches.slug, slug),
      ),
    );
  if (!row) notFound(c);
  return reply(c, branchSchema, branchView(row, c.get('locale')), 200);
}

const articlesRoute = createRoute({
  method: 'get',
  path: '/articles/items',
  request: { query: articlesQuerySchema },
  responses: {
    200: answer(articlesAnswerSchema, 'One page of articles, newest first, and the tabs'),
    ...errorAnswers,
  },
});
const worksContentRoute = createRoute({
  method: 'get',
  path: '/works/our-works-content',
  request: { query: worksQuerySchema },
  responses: {
    200: answer(worksContentSchema, 'One page of works and the tabs of categories with works'),
    ...errorAnswers,
  },
});
const specialistsRoute = createRoute({
  method: 'get',
  path: '/specialists/',
  request: { query: specialistsQuerySchema },
  responses: {
    200: answer(specialistsAnswerSchema, "A city's specialists, best rated first"),
    ...errorAnswers,
  },
});

const tabsSchema = z.array(tabSchema);
const promosSchema = z.array(promoSchema);
const bannersSchema = z.array(offerItemSchema);
const branchesSchema = z.array(branchSchema);
const dealersSchema = z.array(dealerSchema);
const homeItemsSchema = z.array(homeItemSchema);
const faqsSchema = z.array(faqSchema);
const partnersSchema = z.array(partnerSchema);
const reviewsSchema = z.array(reviewSchema);
const vacanciesSchema = z.array(vacancySchema);
const stepsSchema = z.array(workStepSchema);
const worksSchema = z.array(workSchema);

/**
 * Spec 7's articles, tabs, promos, banners, branches, dealers, FAQs, partners, reviews, vacancies,
 * works and specialists calls, mounted after the page routes (app.ts). One statement per route rather
 * than a chain: the chained router's type, every route's schema accumulated, is too complex for tsc
 * where app.ts mounts it (TS2590), and nothing reads it.
 */
export const contentArticleRoutes = createRouter();
contentArticleRoutes.openapi(articlesRoute, async (c) =>
  reply(
    c,
    articlesAnswerSchema,
    await articlesPage(c.get('db'), c.get('locale'), c.req.valid('query')),
    200,
  ),
);
serveBothSpellings(
  contentArticleRoutes,
  byKeyRoute('/articles/items/{key}', articleDetailSchema, 'An article by id or slug'),
  (c) => articleByKey(c, c.req.valid('param').key),
);
contentArticleRoutes.openapi(plainRoute('/tabs', tabsSchema, 'The article tabs'), async (c) => {
  const locale = c.get('locale');
  const rows = await c.get('db').select().from(articleTabs).orderBy(asc(articleTabs.position));
  return reply(
    c,
    tabsSchema,
    rows.map((tab) => ({ id: tab.id, title: pick(tab.title, locale) })),
    200,
  );
});
contentArticleRoutes.openapi(plainRoute('/promos', promosSchema, 'Every promo'), async (c) => {
  const locale = c.get('locale');
  const rows = await loadPromos(c.get('db'));
  return reply(
    c,
    promosSchema,
    rows.map((row) => promoView(row, locale)),
    200,
  );
});
serveBothSpellings(
  contentArticleRoutes,
  byKeyRoute('/promos/{key}', promoDetailSchema, 'A promo by id or slug'),
  (c) => promoByKey(c, c.req.valid('param').key),
);
contentArticleRoutes.openapi(
  plainRoute('/achievements', achievementsSchema, 'The achievements, {} when there are none'),
  async (c) => {
    const [row] = await c.get('db').select().from(achievements).limit(1);
    return reply(c, achievementsSchema, achievementsView(row, c.get('locale')), 200);
  },
);
contentArticleRoutes.openapi(
  plainRoute('/banners/hero-screen', bannersSchema, 'The hero banners'),
  async (c) => reply(c, bannersSchema, await bannersOf(c.get('db'), c.get('locale'), 'hero'), 200),
);
contentArticleRoutes.openapi(
  plainRoute('/banners/offer', singleBannerSchema, 'The offer banner, {} when there is none'),
  async (c) =>
    reply(c, singleBannerSchema, await bannerOf(c.get('db'), c.get('locale'), 'offer'), 200),
);
contentArticleRoutes.openapi(
  plainRoute('/banners/discount', singleBannerSchema, 'The discount banner, {} when there is none'),
  async (c) =>
    reply(c, singleBannerSchema, await bannerOf(c.get('db'), c.get('locale'), 'discount'), 200),
);
contentArticleRoutes.openapi(
  plainRoute('/banners/service', bannersSchema, 'The service banners'),
  async (c) =>
    reply(c, bannersSchema, await bannersOf(c.get('db'), c.get('locale'), 'service'), 200),
);
contentArticleRoutes.openapi(
  plainRoute('/banners/cooperation/', bannersSchema, 'The cooperation banners'),
  async (c) =>
    reply(c, bannersSchema, await bannersOf(c.get('db'), c.get('locale'), 'cooperation'), 200),
);
contentArticleRoutes.openapi(plainRoute('/branches', branchesSchema, 'Every branch'), async (c) => {
  const locale = c.get('locale');
  const rows = await loadBranches(c.get('db'));
  return reply(
    c,
    branchesSchema,
    rows.map((row) => branchView(row, locale)),
    200,
  );
});
serveBothSpellings(
  contentArticleRoutes,
  byKeyRoute('/branches/{key}', branchSchema, 'A branch by id or slug'),
  (c) => branchByKey(c, c.req.valid('param').key),
);
contentArticleRoutes.openapi(plainRoute('/dealers', dealersSchema, 'Every dealer'), async (c) => {
  const locale = c.get('locale');
  const rows = await loadDealers(c.get('db'));
  return reply(
    c,
    dealersSchema,
    rows.map((row) => dealerView(row, locale)),
    200,
  );
});
contentArticleRoutes.openapi(
  plainRoute('/equipament', homeItemsSchema, 'The equipment'),
  async (c) => {
    const locale = c.get('locale');
    const rows = await loadHomeItems(c.get('db'), 'equipment');
    return reply(
      c,
      homeItemsSchema,
      rows.map((row) => homeItemView(row, locale)),
      200,
    );
  },
);
contentArticleRoutes.openapi(
  plainRoute('/faqs', faqsSchema, 'The questions and answers'),
  async (c) => {
    const locale = c.get('locale');
    const rows = await c.get('db').select().from(faqs).orderBy(asc(faqs.position));
    return reply(
      c,
      faqsSchema,
      rows.map((row) => faqView(row, locale)),
      200,
    );
  },
);
contentArticleRoutes.openapi(plainRoute('/partners', partnersSchema, 'The partners'), async (c) => {
  const rows = await c.get('db').select().from(partners).orderBy(asc(partners.position));
  return reply(c, partnersSchema, rows.map(partnerView), 200);
});
contentArticleRoutes.openapi(
  plainRoute('/reviews', reviewsSchema, 'The published reviews'),
  async (c) => {
    const locale = c.get('locale');
    const rows = await c
      .get('db')
      .select()
      .from(reviews)
      .where(eq(reviews.published, true))
      .orderBy(asc(reviews.position));
    return reply(
      c,
      reviewsSchema,
      rows.map((row) => reviewView(row, locale)),
      200,
    );
  },
);
contentArticleRoutes.openapi(
  plainRoute('/vacancies', vacanciesSchema, 'The open vacancies'),
  async (c) => {
    const locale = c.get('locale');
    const rows = await loadVacancies(c.get('db'));
    return reply(
      c,
      vacanciesSchema,
      rows.map((row) => vacancyView(row, locale)),
      200,
    );
  },
);
contentArticleRoutes.openapi(
  byIdRoute('/vacancies/{id}', vacancySchema, 'An open vacancy'),
  async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c
      .get('db')
      .select()
      .from(vacancies)
      .where(and(eq(vacancies.id, id), eq(vacancies.active, true)));
    if (!row) notFound(c);
    return reply(c, vacancySchema, vacancyView(row, c.get('locale')), 200);
  },
);
contentArticleRoutes.openapi(
  plainRoute('/orders/how_to_order/', stepsSchema, 'The how-to-order steps'),
  async (c) =>
    reply(c, stepsSchema, await stepsOf(c.get('db'), c.get('locale'), 'how_to_order'), 200),
);
contentArticleRoutes.openapi(
  plainRoute('/works/our_work', worksSchema, 'Every work'),
  async (c) => {
    const locale = c.get('locale');
    const rows = await loadWorks(c.get('db'));
    return reply(
      c,
      worksSchema,
      rows.map((row) => workView(row, locale)),
      200,
    );
  },
);
contentArticleRoutes.openapi(
  plainRoute('/works/works_process', stepsSchema, 'The work process steps'),
  async (c) =>
    reply(c, stepsSchema, await stepsOf(c.get('db'), c.get('locale'), 'work_process'), 200),
);
contentArticleRoutes.openapi(worksContentRoute, async (c) =>
  reply(
    c,
    worksContentSchema,
    await worksContent(c.get('db'), c.get('locale'), c.req.valid('query')),
    200,
  ),
);
contentArticleRoutes.openapi(
  plainRoute('/specialists/cities/', specialistCitiesSchema, "The specialists' cities"),
  async (c) =>
    reply(c, specialistCitiesSchema, await specialistCities(c.get('db'), c.get('locale')), 200),
);
contentArticleRoutes.openapi(specialistsRoute, async (c) => {
  const locale = c.get('locale');
  const { city } = c.req.valid('query');
  const rows = await specialistsIn(c.get('db'), city);
  return reply(
    c,
    specialistsAnswerSchema,
    { city, results: rows.map((row) => specialistView(row, locale)) },
    200,
  );
});
contentArticleRoutes.openapi(
  byIdRoute('/specialists/{id}/', specialistSchema, 'A specialist'),
  async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c.get('db').select().from(specialists).where(eq(specialists.id, id));
    if (!row) notFound(c);
    return reply(c, specialistSchema, specialistView(row, c.get('locale')), 200);
  },
);
