import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { calculatorSeoSchema } from '../../lib/api/schemas/calculator-pages';
import {
  footerColumnSchema,
  homePageAnswerSchema,
  homePageWithContentSchema,
  infoPageSchema,
  infoPageSummarySchema,
  menuLinkSchema,
  navCategorySchema,
} from '../../lib/api/schemas/content';
import {
  aboutPageSchema,
  achievementsSchema,
  articleDetailSchema,
  articlesAnswerSchema,
  branchSchema,
  contactsPageSchema,
  dealerSchema,
  dealersPageSchema,
  dynamicPageSchema,
  dynamicPageSummarySchema,
  faqSchema,
  homeItemSchema,
  offerItemSchema,
  pageBySlugSchema,
  pageContentSchema,
  partnerSchema,
  promoDetailSchema,
  promoSchema,
  promosPageSchema,
  reviewSchema,
  singleBannerSchema,
  specialistCitiesSchema,
  specialistSchema,
  specialistsAnswerSchema,
  tabSchema,
  vacanciesPageSchema,
  vacancySchema,
  workSchema,
  worksAnswerSchema,
  worksContentSchema,
  workStepSchema,
} from '../../lib/api/schemas/pages';
import { defaultLocale, localeNames, locales } from '../../lib/i18n/locales';
import { int32, parseId, positiveId } from '../../lib/validation/integer';
import type { Locale } from '../../lib/i18n/locales';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import {
  achievements,
  articles,
  articleTabs,
  branches,
  calculatorSeo,
  dynamicPages,
  faqs,
  footerColumns,
  infoPages,
  menuLinks,
  pageContents,
  partners,
  products,
  promos,
  reviews,
  specialists,
  vacancies,
  works,
} from '../db/schema';
import { pick } from '../db/localized';
import { offsetOf, paginated, paginationQuery } from '../domain/pagination';
import { sanitizeRichText } from '../domain/rich-text';
import { articleMatches } from '../domain/search';
import { ClientError } from '../http/errors';
import { answer, createRouter, errorAnswers, reply, serveBothSpellings } from '../http/openapi';
import { translate } from '../i18n';
import { loadCategories, notFound } from './catalog';
import {
  achievementsView,
  articleDetailView,
  articleView,
  bannerView,
  branchView,
  dealerView,
  dynamicPageView,
  faqView,
  homeItemView,
  loadBanners,
  loadBranches,
  loadDealers,
  loadHomeItems,
  loadPromos,
  loadVacancies,
  loadWorks,
  pageContentView,
  partnerView,
  promoDetailView,
  promoView,
  reviewView,
  vacancyView,
  workView,
} from './content-views';

/** Spec 2 'Home page sections': every key is present, empty when there is nothing to show. */
export const emptyHomeSections = () => ({
  faq: [],
  advantages: [],
  credit: {},
  how_order: [],
  our_works: [],
  achievements: {},
  equipament: [],
  sale: [],
  information_section: {},
  work_process: [],
  other_services: [],
  products_category: [],
  parteners: [],
  reviews: [],
});

/**
 * Spec 9: 8 links per mega-menu column. The menu sends only those and the column's count; 'show all'
 * asks GET /products/?category= for the rest, so the menu on every page does not grow with the catalog.
 */
const MEGA_MENU_COLUMN_LINKS = 8;
/** At most this many columns per mega-menu; the panel links to the category page for the others. */
const MEGA_MENU_COLUMNS = 8;
const HOME_WORKS = 6;
const DEFAULT_SPECIALIST_CITY = 'chisinau';

const keyParam = z.string().trim().min(1, 'required').max(200, 'max_length');
const idParam = positiveId();
/** `{id or slug}` keys: an id when the key is one, else a slug. */
const byKey = <T>(key: string, byId: (id: number) => T, bySlug: (slug: string) => T) => {
  const id = parseId(key);
  return id === null ? bySlug(key) : byId(id);
};

type Ctx = Context<AppEnv>;
type PageContent = z.output<typeof pageContentSchema>;
/** A route of `{page path}{link}`: its page, found and checked before the request is validated. */
type PageEnv = AppEnv & { Variables: { page: PageContent } };

async function homePage(db: Db, locale: Locale) {
  const [
    faqRows,
    advantages,
    credit,
    howOrder,
    workRows,
    achievement,
    equipment,
    sale,
    information,
    workProcess,
    otherServices,
    categoryRows,
    partnerRows,
    reviewRows,
  ] = await Promise.all([
    db.select().from(faqs).orderBy(asc(faqs.position)),
    loadHomeItems(db, 'advantage'),
    loadHomeItems(db, 'credit'),
    loadHomeItems(db, 'how_to_order'),
    loadWorks(db),
    db.select().from(achievements).limit(1),
    loadHomeItems(db, 'equipment'),
    loadPromos(db),
    loadHomeItems(db, 'information_section'),
    loadHomeItems(db, 'work_process'),
    loadHomeItems(db, 'other_service'),
    loadCategories(db),
    db.select().from(partners).orderBy(asc(partners.position)),
    db.select().from(reviews).where(eq(reviews.published, true)).orderBy(asc(reviews.position)),
  ]);
  return {
    default_language: { code: defaultLocale },
    available_languages: locales.map((code) => ({ code, name: localeNames[code] })),
    ...emptyHomeSections(),
    faq: faqRows.map((row) => faqView(row, locale)),
    advantages: advantages.map((row) => homeItemView(row, locale)),
    credit: credit[0] ? homeItemView(credit[0], locale) : {},
    how_order: howOrder.map((row) => homeItemView(row, locale)),
    our_works: workRows.slice(0, HOME_WORKS).map((row) => workView(row, locale)),
    achievements: achievementsView(achievement[0], locale),
    equipament: equipment.map((row) => homeItemView(row, locale)),
    sale: sale.map((row) => promoView(row, locale)),
    information_section: information[0] ? homeItemView(information[0], locale) : {},
    work_process: workProcess.map((row) => homeItemView(row, locale)),
    other_services: otherServices.map((row) => homeItemView(row, locale)),
    products_category: categoryRows
      .filter((row) => row.parentId === null)
      .map((row) => ({
        id: row.id,
        title: pick(row.title, locale),
        description: pick(row.description, locale),
        image: row.image,
        link: `/${row.slug}`,
        calculator_id: row.calculatorId,
      })),
    parteners: partnerRows.map(partnerView),
    reviews: reviewRows.map((row) => reviewView(row, locale)),
  };
}

async function findPageContent(db: Db, pageType: string) {
  const [row] = await db.select().from(pageContents).where(eq(pageContents.pageType, pageType));
  return row;
}

/**
 * `{page path}{link}`: the page of `pageType`; the link, when given, must be one of the page's slugs
 * or its type. A route middleware, so an unknown page or link is a 404 before the query is validated.
 */
const linkedPage =
  (pageType: string): MiddlewareHandler<PageEnv> =>
  async (c, next) => {
    const locale = c.get('locale');
    const row = await findPageContent(c.get('db'), pageType);
    const link = c.req.param('link');
    if (!row || (link && link !== pageType && !Object.values(row.slug).includes(link)))
      throw new ClientError(404, { detail: translate(locale, 'not_found') });
    c.set('page', pageContentView(row, locale));
    await next();
  };

const worksQuery = paginationQuery.extend({
  category: z.string().trim().max(100, 'max_length').optional(),
});

async function worksContent(db: Db, locale: Locale, query: z.output<typeof worksQuery>) {
  const where = query.category ? eq(works.categorySlug, query.category) : undefined;
  const [rows, total, categoryRows, used] = await Promise.all([
    db
      .select()
      .from(works)
      .where(where)
      .orderBy(asc(works.position), asc(works.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.$count(works, where),
    loadCategories(db),
    db.selectDistinct({ slug: works.categorySlug }).from(works),
  ]);
  const usedSlugs = new Set(used.map((row) => row.slug));
  return {
    ...paginated(
      rows.map((row) => workView(row, locale)),
      total,
      query,
    ),
    tabs: categoryRows
      .filter((row) => row.parentId === null && usedSlugs.has(row.slug))
      .map((row) => ({ id: row.id, slug: row.slug, title: pick(row.title, locale) })),
  };
}

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

async function calculatorSeoBy(c: Ctx, kind: 'calculator' | 'calculator_type', id: number) {
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

const articlesQuery = paginationQuery.extend({
  parent_category: int32({ min: 0 }).optional(),
  search: z.string().trim().max(100, 'max_length').optional(),
});

const specialistsQuery = z.object({
  city: z.string().trim().min(1, 'required').max(50, 'max_length').default(DEFAULT_SPECIALIST_CITY),
});

type SpecialistRow = typeof specialists.$inferSelect;
/** No declared return type, as achievementsView: `reply` checks it down to its prices and phones. */
const specialistView = (row: SpecialistRow, locale: Locale) => ({
  id: row.id,
  name: row.name,
  photo: row.photo,
  city: pick(row.city, locale),
  city_key: row.cityKey,
  specialty: pick(row.specialty, locale),
  rating: row.ratingTenths / 10,
  price: row.price,
  currency: 'EUR' as const,
  checks: row.checks,
  prices: row.prices.map((entry) => ({ name: pick(entry.name, locale), value: entry.value })),
  phones: row.phones.map((entry) => ({ name: pick(entry.name, locale), value: entry.value })),
  email: row.email,
});

/** Path keys: `{key}` an id or a slug, `{slug}` a slug, `{id}` a row id; `{link}` is checked by `linkedPage`. */
const keyParams = z.object({ key: keyParam });
const slugParams = z.object({ slug: keyParam });
const idParams = z.object({ id: idParam });
const linkParams = z.object({ link: z.string() });

/** A documented GET that takes no parameters. */
const plainRoute = <S extends z.ZodType>(path: string, schema: S, description: string) =>
  createRoute({
    method: 'get',
    path,
    responses: { 200: answer(schema, description), ...errorAnswers },
  });

/**
 * Spec 2 'Page-type to content path map': `{page path}` and `{page path}/{link}`, Hono's optional
 * `:link?` as two documented routes, answering the page of `pageType` and what `schema` adds to it.
 */
const pageRoute = <S extends z.ZodType>(
  path: string,
  pageType: string,
  schema: S,
  description: string,
) =>
  createRoute({
    method: 'get',
    path,
    middleware: [linkedPage(pageType)] as const,
    responses: { 200: answer(schema, description), ...errorAnswers },
  });
const pageLinkRoute = <S extends z.ZodType>(
  path: string,
  pageType: string,
  schema: S,
  description: string,
) =>
  createRoute({
    method: 'get',
    path: `${path}/{link}`,
    middleware: [linkedPage(pageType)] as const,
    request: { params: linkParams },
    responses: { 200: answer(schema, description), ...errorAnswers },
  });

/** Spec 7 spells `/articles/items/{id}`, `/promos/{id}`, `/branches/{id}`; each answers with a trailing slash too. */
const byKeyRoute = <S extends z.ZodType>(path: string, schema: S, description: string) =>
  createRoute({
    method: 'get',
    path,
    request: { params: keyParams },
    responses: { 200: answer(schema, description), ...errorAnswers },
  });

const byIdRoute = <S extends z.ZodType>(path: string, schema: S, description: string) =>
  createRoute({
    method: 'get',
    path,
    request: { params: idParams },
    responses: { 200: answer(schema, description), ...errorAnswers },
  });

const worksPageDescription = 'The works page with one page of works and the tabs';
const worksPageRoute = createRoute({
  method: 'get',
  path: '/pages/our-works',
  middleware: [linkedPage('works')] as const,
  request: { query: worksQuery },
  responses: { 200: answer(worksAnswerSchema, worksPageDescription), ...errorAnswers },
});
const worksPageLinkRoute = createRoute({
  method: 'get',
  path: '/pages/our-works/{link}',
  middleware: [linkedPage('works')] as const,
  request: { query: worksQuery, params: linkParams },
  responses: { 200: answer(worksAnswerSchema, worksPageDescription), ...errorAnswers },
});
const infoPageRoute = createRoute({
  method: 'get',
  path: '/pages/info-page/detail/',
  request: {
    query: z.object({ slug: z.string().trim().min(1, 'required').max(200, 'max_length') }),
  },
  responses: {
    200: answer(infoPageSchema, 'An info page by any of its localized slugs'),
    ...errorAnswers,
  },
});
const seoContentRoute = createRoute({
  method: 'get',
  path: '/pages/seo-content/detail/',
  request: {
    query: z.object({ page_type: z.string().trim().min(1, 'required').max(50, 'max_length') }),
  },
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
const articlesRoute = createRoute({
  method: 'get',
  path: '/articles/items',
  request: { query: articlesQuery },
  responses: {
    200: answer(articlesAnswerSchema, 'One page of articles, newest first, and the tabs'),
    ...errorAnswers,
  },
});
const worksContentRoute = createRoute({
  method: 'get',
  path: '/works/our-works-content',
  request: { query: worksQuery },
  responses: {
    200: answer(worksContentSchema, 'One page of works and the tabs of categories with works'),
    ...errorAnswers,
  },
});
const specialistsRoute = createRoute({
  method: 'get',
  path: '/specialists/',
  request: { query: specialistsQuery },
  responses: {
    200: answer(specialistsAnswerSchema, "A city's specialists, best rated first"),
    ...errorAnswers,
  },
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

const menuLinksSchema = z.array(menuLinkSchema);
const menuSchema = z.array(navCategorySchema);
const footerSchema = z.array(footerColumnSchema);
const infoPagesSchema = z.array(infoPageSummarySchema);
const dynamicPagesSchema = z.array(dynamicPageSummarySchema);
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

async function megaMenu(db: Db, locale: Locale) {
  const rows = await loadCategories(db);
  // Each category's first 8 products and its count only: the menu's cost does not grow with the catalog.
  const order = sql`order by ${products.position}, ${products.id}`;
  const ranked = db
    .select({
      slug: products.slug,
      title: products.title,
      categoryId: products.categoryId,
      rank: sql<number>`cast(row_number() over (partition by ${products.categoryId} ${order}) as int)`.as(
        'rank',
      ),
      total: sql<number>`cast(count(*) over (partition by ${products.categoryId}) as int)`.as(
        'total',
      ),
    })
    .from(products)
    .as('ranked');
  const productRows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, MEGA_MENU_COLUMN_LINKS))
    .orderBy(asc(ranked.categoryId), asc(ranked.rank));
  const top = rows.filter((row) => row.parentId === null);
  // Grouped once (Node 20 has no Map.groupBy): a filter per column read every product per column.
  const productsOf = new Map<number | null, typeof productRows>();
  for (const product of productRows) {
    const group = productsOf.get(product.categoryId);
    if (group) group.push(product);
    else productsOf.set(product.categoryId, [product]);
  }
  return top.map((category) => {
    const children = rows.filter((row) => row.parentId === category.id);
    const columns = children.filter((child) => productsOf.has(child.id));
    return {
      id: category.id,
      title: pick(category.title, locale),
      link: `/${category.slug}`,
      parent_category_slug: null,
      dynamic_page_slug: category.slug,
      calculator_id: category.calculatorId,
      banner: category.bannerImage
        ? { image: category.bannerImage, href: `/${category.slug}` }
        : null,
      // Spec 2 mega-menu: one column per subcategory with products, listing its first 8 of `items_count`.
      additions: columns.slice(0, MEGA_MENU_COLUMNS).map((child) => {
        const items = productsOf.get(child.id)!;
        return {
          title: pick(child.title, locale),
          category_slug: child.slug,
          link: `/${category.slug}/${child.slug}`,
          visible_count: MEGA_MENU_COLUMN_LINKS,
          items_count: items[0]!.total,
          items: items.map((product) => ({
            title: pick(product.title, locale),
            category_slug: child.slug,
            link: `/product/${product.slug}`,
          })),
        };
      }),
      additions_count: columns.length,
      subitems: children.map((child) => ({
        id: child.id,
        title: pick(child.title, locale),
        link: `/${category.slug}/${child.slug}`,
        parent_category_slug: category.slug,
        category_slug: child.slug,
        updated_at: child.updatedAt.toISOString(),
      })),
      updated_at: category.updatedAt.toISOString(),
    };
  });
}

async function footer(db: Db, locale: Locale) {
  const [columns, pages] = await Promise.all([
    db.select().from(footerColumns).orderBy(asc(footerColumns.position)),
    db.select().from(infoPages).orderBy(asc(infoPages.position)),
  ]);
  return columns.map((column) => ({
    id: column.id,
    name: pick(column.name, locale),
    order: column.position,
    pages: pages
      .filter((page) => page.footerColumnId === column.id)
      .map((page) => ({
        slug: page.slug[locale] ?? page.slug.en ?? null,
        name: pick(page.title, locale),
      })),
  }));
}

async function articlesPage(db: Db, locale: Locale, query: z.output<typeof articlesQuery>) {
  const filters: SQL[] = [];
  // Spec 3: tab 0 is the 'general' tab the storefront prepends, meaning every article.
  if (query.parent_category) filters.push(eq(articles.tabId, query.parent_category));
  if (query.search) filters.push(articleMatches(locale, query.search));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total, tabs] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.$count(articles, where),
    db.select().from(articleTabs).orderBy(asc(articleTabs.position)),
  ]);
  return {
    ...paginated(
      rows.map((row) =>
        articleView(
          row,
          tabs.find((tab) => tab.id === row.tabId),
          locale,
        ),
      ),
      total,
      query,
    ),
    tabs: tabs.map((tab) => ({ id: tab.id, title: pick(tab.title, locale) })),
  };
}

async function specialistCities(db: Db, locale: Locale) {
  const rows = await db
    .select({ key: specialists.cityKey, city: specialists.city })
    .from(specialists)
    .orderBy(asc(specialists.position));
  const seen = new Map<string, string>();
  for (const row of rows) if (!seen.has(row.key)) seen.set(row.key, pick(row.city, locale));
  return {
    default: DEFAULT_SPECIALIST_CITY,
    cities: [...seen].map(([key, name]) => ({ key, name })),
  };
}

/** How-to-order and work-process steps, numbered from 1. */
const stepsOf = async (db: Db, locale: Locale, section: 'how_to_order' | 'work_process') =>
  (await loadHomeItems(db, section)).map((row, index) => ({
    ...homeItemView(row, locale),
    step: index + 1,
  }));

const bannersOf = async (db: Db, locale: Locale, kind: 'hero' | 'service' | 'cooperation') =>
  (await loadBanners(db, kind)).map((row) => bannerView(row, locale));
/** Single banners answer `{}` when there is none. */
const bannerOf = async (db: Db, locale: Locale, kind: 'offer' | 'discount') => {
  const [row] = await loadBanners(db, kind);
  return row ? bannerView(row, locale) : {};
};

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
const worksPage = async (c: Context<PageEnv>, query: z.output<typeof worksQuery>) =>
  reply(
    c,
    worksAnswerSchema,
    { ...c.get('page'), ...(await worksContent(c.get('db'), c.get('locale'), query)) },
    200,
  );
const colorsPage = (c: Context<PageEnv>) => reply(c, pageContentSchema, c.get('page'), 200);

/**
 * Every route of spec 7's content calls, in the order Hono tries them: `/pages/{slug}` comes last so
 * that it shadows none of the other /pages/… paths. One statement per route rather than a chain: the
 * chained router's type, every route's schema accumulated, is too complex for tsc where app.ts mounts
 * it (TS2590), and nothing reads it (the storefront has its own client).
 */
export const contentRoutes = createRouter();
contentRoutes.openapi(
  plainRoute(
    '/pages/home-page/',
    homePageAnswerSchema,
    'The home page: its languages and sections',
  ),
  async (c) => reply(c, homePageAnswerSchema, await homePage(c.get('db'), c.get('locale')), 200),
);
contentRoutes.openapi(
  pageLinkRoute(
    '/pages/home-page',
    'index',
    homePageWithContentSchema,
    "The home page and the index page's own content",
  ),
  async (c) =>
    reply(
      c,
      homePageWithContentSchema,
      { ...(await homePage(c.get('db'), c.get('locale'))), page: c.get('page') },
      200,
    ),
);
contentRoutes.openapi(plainRoute('/menu/links', menuLinksSchema, 'The header links'), async (c) => {
  const locale = c.get('locale');
  const rows = await c.get('db').select().from(menuLinks).orderBy(asc(menuLinks.position));
  return reply(
    c,
    menuLinksSchema,
    rows.map((row) => ({ id: row.id, title: pick(row.title, locale), href: row.href })),
    200,
  );
});
contentRoutes.openapi(
  plainRoute('/menu/nav', menuSchema, 'The header menu: categories, subcategories, mega-menu'),
  async (c) => reply(c, menuSchema, await megaMenu(c.get('db'), c.get('locale')), 200),
);
contentRoutes.openapi(
  plainRoute('/pages/footer-page', footerSchema, 'The footer columns and their info pages'),
  async (c) => reply(c, footerSchema, await footer(c.get('db'), c.get('locale')), 200),
);
contentRoutes.openapi(
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
contentRoutes.openapi(infoPageRoute, async (c) => {
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
contentRoutes.openapi(seoContentRoute, async (c) => {
  const row = await findPageContent(c.get('db'), c.req.valid('query').page_type);
  if (!row) notFound(c);
  return reply(c, pageContentSchema, pageContentView(row, c.get('locale')), 200);
});
contentRoutes.openapi(
  byIdRoute(
    '/api/calculator/calculator-seo/{id}/',
    calculatorSeoSchema,
    "A calculator's page text",
  ),
  (c) => calculatorSeoBy(c, 'calculator', c.req.valid('param').id),
);
contentRoutes.openapi(
  byIdRoute(
    '/api/calculator/calculator-type-seo/{id}/',
    calculatorSeoSchema,
    "A calculator type's page text",
  ),
  (c) => calculatorSeoBy(c, 'calculator_type', c.req.valid('param').id),
);
// Beside spec 7's GET /pages/dynamic/{slug}, as GET /pages/info-page lists info pages: the
// sitemap lists every indexable dynamic page (issue 29), linked from the shop's content or not.
contentRoutes.openapi(
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
contentRoutes.openapi(dynamicPageRoute, async (c) => {
  const { slug } = c.req.valid('param');
  const [row] = await c.get('db').select().from(dynamicPages).where(eq(dynamicPages.slug, slug));
  if (!row) notFound(c);
  return reply(c, dynamicPageSchema, dynamicPageView(row, c.get('locale')), 200);
});
contentRoutes.openapi(
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
contentRoutes.openapi(
  pageLinkRoute('/pages/about', 'about', pageContentSchema, 'The about page'),
  (c) => reply(c, pageContentSchema, c.get('page'), 200),
);
contentRoutes.openapi(
  pageRoute('/pages/contacts', 'contacts', contactsPageSchema, 'The contacts page, branches'),
  contactsPage,
);
contentRoutes.openapi(
  pageLinkRoute('/pages/contacts', 'contacts', contactsPageSchema, 'The contacts page, branches'),
  contactsPage,
);
contentRoutes.openapi(worksPageRoute, (c) => worksPage(c, c.req.valid('query')));
contentRoutes.openapi(worksPageLinkRoute, (c) => worksPage(c, c.req.valid('query')));
contentRoutes.openapi(
  pageRoute('/dealers/template', 'dealers', dealersPageSchema, 'The dealers page, dealers'),
  dealersPage,
);
contentRoutes.openapi(
  pageLinkRoute('/dealers/template', 'dealers', dealersPageSchema, 'The dealers page, dealers'),
  dealersPage,
);
contentRoutes.openapi(
  pageRoute('/pages/promo-page', 'promos', promosPageSchema, 'The promos page, promos'),
  promosPage,
);
contentRoutes.openapi(
  pageLinkRoute('/pages/promo-page', 'promos', promosPageSchema, 'The promos page, promos'),
  promosPage,
);
contentRoutes.openapi(
  pageRoute('/pages/vacancies', 'vacancies', vacanciesPageSchema, 'The vacancies page, vacancies'),
  vacanciesPage,
);
contentRoutes.openapi(
  pageLinkRoute(
    '/pages/vacancies',
    'vacancies',
    vacanciesPageSchema,
    'The vacancies page, vacancies',
  ),
  vacanciesPage,
);
contentRoutes.openapi(
  pageRoute('/colors/pages', 'colors', pageContentSchema, 'The colours page'),
  colorsPage,
);
contentRoutes.openapi(
  pageLinkRoute('/colors/pages', 'colors', pageContentSchema, 'The colours page'),
  colorsPage,
);
contentRoutes.openapi(articlesRoute, async (c) =>
  reply(
    c,
    articlesAnswerSchema,
    await articlesPage(c.get('db'), c.get('locale'), c.req.valid('query')),
    200,
  ),
);
serveBothSpellings(
  contentRoutes,
  byKeyRoute('/articles/items/{key}', articleDetailSchema, 'An article by id or slug'),
  (c) => articleByKey(c, c.req.valid('param').key),
);
contentRoutes.openapi(plainRoute('/tabs', tabsSchema, 'The article tabs'), async (c) => {
  const locale = c.get('locale');
  const rows = await c.get('db').select().from(articleTabs).orderBy(asc(articleTabs.position));
  return reply(
    c,
    tabsSchema,
    rows.map((tab) => ({ id: tab.id, title: pick(tab.title, locale) })),
    200,
  );
});
contentRoutes.openapi(plainRoute('/promos', promosSchema, 'Every promo'), async (c) => {
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
  contentRoutes,
  byKeyRoute('/promos/{key}', promoDetailSchema, 'A promo by id or slug'),
  (c) => promoByKey(c, c.req.valid('param').key),
);
contentRoutes.openapi(
  plainRoute('/achievements', achievementsSchema, 'The achievements, {} when there are none'),
  async (c) => {
    const [row] = await c.get('db').select().from(achievements).limit(1);
    return reply(c, achievementsSchema, achievementsView(row, c.get('locale')), 200);
  },
);
contentRoutes.openapi(
  plainRoute('/banners/hero-screen', bannersSchema, 'The hero banners'),
  async (c) => reply(c, bannersSchema, await bannersOf(c.get('db'), c.get('locale'), 'hero'), 200),
);
contentRoutes.openapi(
  plainRoute('/banners/offer', singleBannerSchema, 'The offer banner, {} when there is none'),
  async (c) =>
    reply(c, singleBannerSchema, await bannerOf(c.get('db'), c.get('locale'), 'offer'), 200),
);
contentRoutes.openapi(
  plainRoute('/banners/discount', singleBannerSchema, 'The discount banner, {} when there is none'),
  async (c) =>
    reply(c, singleBannerSchema, await bannerOf(c.get('db'), c.get('locale'), 'discount'), 200),
);
contentRoutes.openapi(
  plainRoute('/banners/service', bannersSchema, 'The service banners'),
  async (c) =>
    reply(c, bannersSchema, await bannersOf(c.get('db'), c.get('locale'), 'service'), 200),
);
contentRoutes.openapi(
  plainRoute('/banners/cooperation/', bannersSchema, 'The cooperation banners'),
  async (c) =>
    reply(c, bannersSchema, await bannersOf(c.get('db'), c.get('locale'), 'cooperation'), 200),
);
contentRoutes.openapi(plainRoute('/branches', branchesSchema, 'Every branch'), async (c) => {
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
  contentRoutes,
  byKeyRoute('/branches/{key}', branchSchema, 'A branch by id or slug'),
  (c) => branchByKey(c, c.req.valid('param').key),
);
contentRoutes.openapi(plainRoute('/dealers', dealersSchema, 'Every dealer'), async (c) => {
  const locale = c.get('locale');
  const rows = await loadDealers(c.get('db'));
  return reply(
    c,
    dealersSchema,
    rows.map((row) => dealerView(row, locale)),
    200,
  );
});
contentRoutes.openapi(plainRoute('/equipament', homeItemsSchema, 'The equipment'), async (c) => {
  const locale = c.get('locale');
  const rows = await loadHomeItems(c.get('db'), 'equipment');
  return reply(
    c,
    homeItemsSchema,
    rows.map((row) => homeItemView(row, locale)),
    200,
  );
});
contentRoutes.openapi(plainRoute('/faqs', faqsSchema, 'The questions and answers'), async (c) => {
  const locale = c.get('locale');
  const rows = await c.get('db').select().from(faqs).orderBy(asc(faqs.position));
  return reply(
    c,
    faqsSchema,
    rows.map((row) => faqView(row, locale)),
    200,
  );
});
contentRoutes.openapi(plainRoute('/partners', partnersSchema, 'The partners'), async (c) => {
  const rows = await c.get('db').select().from(partners).orderBy(asc(partners.position));
  return reply(c, partnersSchema, rows.map(partnerView), 200);
});
contentRoutes.openapi(plainRoute('/reviews', reviewsSchema, 'The published reviews'), async (c) => {
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
});
contentRoutes.openapi(
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
contentRoutes.openapi(byIdRoute('/vacancies/{id}', vacancySchema, 'An open vacancy'), async (c) => {
  const { id } = c.req.valid('param');
  const [row] = await c
    .get('db')
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.active, true)));
  if (!row) notFound(c);
  return reply(c, vacancySchema, vacancyView(row, c.get('locale')), 200);
});
contentRoutes.openapi(
  plainRoute('/orders/how_to_order/', stepsSchema, 'The how-to-order steps'),
  async (c) =>
    reply(c, stepsSchema, await stepsOf(c.get('db'), c.get('locale'), 'how_to_order'), 200),
);
contentRoutes.openapi(plainRoute('/works/our_work', worksSchema, 'Every work'), async (c) => {
  const locale = c.get('locale');
  const rows = await loadWorks(c.get('db'));
  return reply(
    c,
    worksSchema,
    rows.map((row) => workView(row, locale)),
    200,
  );
});
contentRoutes.openapi(
  plainRoute('/works/works_process', stepsSchema, 'The work process steps'),
  async (c) =>
    reply(c, stepsSchema, await stepsOf(c.get('db'), c.get('locale'), 'work_process'), 200),
);
contentRoutes.openapi(worksContentRoute, async (c) =>
  reply(
    c,
    worksContentSchema,
    await worksContent(c.get('db'), c.get('locale'), c.req.valid('query')),
    200,
  ),
);
contentRoutes.openapi(
  plainRoute('/specialists/cities/', specialistCitiesSchema, "The specialists' cities"),
  async (c) =>
    reply(c, specialistCitiesSchema, await specialistCities(c.get('db'), c.get('locale')), 200),
);
contentRoutes.openapi(specialistsRoute, async (c) => {
  const locale = c.get('locale');
  const { city } = c.req.valid('query');
  const rows = await c
    .get('db')
    .select()
    .from(specialists)
    .where(eq(specialists.cityKey, city))
    .orderBy(desc(specialists.ratingTenths), asc(specialists.position));
  return reply(
    c,
    specialistsAnswerSchema,
    { city, results: rows.map((row) => specialistView(row, locale)) },
    200,
  );
});
contentRoutes.openapi(
  byIdRoute('/specialists/{id}/', specialistSchema, 'A specialist'),
  async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c.get('db').select().from(specialists).where(eq(specialists.id, id));
    if (!row) notFound(c);
    return reply(c, specialistSchema, specialistView(row, c.get('locale')), 200);
  },
);
// Spec 7 GET /pages/{slug}: a static page by any localized slug or its type, else a dynamic page.
contentRoutes.openapi(pageBySlugRoute, async (c) => {
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
