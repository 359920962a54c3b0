import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { defaultLocale, localeNames, locales } from '../../lib/i18n/locales';
import { int32, parseId, positiveId } from '../../lib/validation/integer';
import type { AppEnv } from '../context';
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
import { parseQuery, parseWith } from '../http/validate';
import { loadCategories, notFound } from './catalog';
import {
  achievementsView,
  articleDetailView,
  articleView,
  bannerView,
  branchView,
  dealerView,
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

async function homePage(c: Ctx) {
  const locale = c.get('locale');
  const db = c.get('db');
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

async function findPageContent(c: Ctx, pageType: string) {
  const [row] = await c
    .get('db')
    .select()
    .from(pageContents)
    .where(eq(pageContents.pageType, pageType));
  return row ?? notFound(c);
}

/** `{page path}{link}`: the link, when given, must be one of the page's slugs or its type. */
async function pageByLink(c: Ctx, pageType: string) {
  const row = await findPageContent(c, pageType);
  const link = c.req.param('link');
  if (link && link !== pageType && !Object.values(row.slug).includes(link)) notFound(c);
  return pageContentView(row, c.get('locale'));
}

async function worksContent(c: Ctx) {
  const locale = c.get('locale');
  const db = c.get('db');
  const query = parseQuery(
    c,
    paginationQuery.extend({ category: z.string().trim().max(100, 'max_length').optional() }),
  );
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

async function articleByKey(c: Ctx) {
  const locale = c.get('locale');
  const db = c.get('db');
  const key = parseWith(c, keyParam, c.req.param('key'));
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
  return c.json(articleDetailView(row, tab, locale));
}

async function promoByKey(c: Ctx) {
  const key = parseWith(c, keyParam, c.req.param('key'));
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
  return c.json(promoDetailView(row, c.get('locale')));
}

async function branchByKey(c: Ctx) {
  const key = parseWith(c, keyParam, c.req.param('key'));
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
  return c.json(branchView(row, c.get('locale')));
}

async function calculatorSeoBy(c: Ctx, kind: 'calculator' | 'calculator_type') {
  const locale = c.get('locale');
  const id = parseWith(c, idParam, c.req.param('id'));
  const [row] = await c
    .get('db')
    .select()
    .from(calculatorSeo)
    .where(and(eq(calculatorSeo.kind, kind), eq(calculatorSeo.refId, id)));
  if (!row) notFound(c);
  return c.json({
    id: row.refId,
    title: pick(row.title, locale),
    text: sanitizeRichText(pick(row.body, locale)),
    meta_title: pick(row.metaTitle, locale),
    meta_description: pick(row.metaDescription, locale),
  });
}

const articlesQuery = paginationQuery.extend({
  parent_category: int32({ min: 0 }).optional(),
  search: z.string().trim().max(100, 'max_length').optional(),
});

const specialistsQuery = z.object({
  city: z.string().trim().min(1, 'required').max(50, 'max_length').default(DEFAULT_SPECIALIST_CITY),
});

type SpecialistRow = typeof specialists.$inferSelect;
const specialistView = (row: SpecialistRow, locale: Parameters<typeof pick>[1]) => ({
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

export const contentRoutes = new Hono<AppEnv>()
  .get('/pages/home-page/', async (c) => c.json(await homePage(c)))
  .get('/pages/home-page/:link', async (c) =>
    c.json({ ...(await homePage(c)), page: await pageByLink(c, 'index') }),
  )
  .get('/menu/links', async (c) => {
    const locale = c.get('locale');
    const rows = await c.get('db').select().from(menuLinks).orderBy(asc(menuLinks.position));
    return c.json(
      rows.map((row) => ({ id: row.id, title: pick(row.title, locale), href: row.href })),
    );
  })
  .get('/menu/nav', async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
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
    return c.json(
      top.map((category) => {
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
          })),
        };
      }),
    );
  })
  .get('/pages/footer-page', async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const [columns, pages] = await Promise.all([
      db.select().from(footerColumns).orderBy(asc(footerColumns.position)),
      db.select().from(infoPages).orderBy(asc(infoPages.position)),
    ]);
    return c.json(
      columns.map((column) => ({
        id: column.id,
        name: pick(column.name, locale),
        order: column.position,
        pages: pages
          .filter((page) => page.footerColumnId === column.id)
          .map((page) => ({
            slug: page.slug[locale] ?? page.slug.en ?? null,
            name: pick(page.title, locale),
          })),
      })),
    );
  })
  .get('/pages/info-page', async (c) => {
    const locale = c.get('locale');
    const rows = await c.get('db').select().from(infoPages).orderBy(asc(infoPages.position));
    return c.json(
      rows.map((page) => ({
        slug: page.slug[locale] ?? page.slug.en ?? '',
        title: pick(page.title, locale),
      })),
    );
  })
  .get('/pages/info-page/detail/', async (c) => {
    const locale = c.get('locale');
    const { slug } = parseQuery(
      c,
      z.object({ slug: z.string().trim().min(1, 'required').max(200, 'max_length') }),
    );
    const rows = await c.get('db').select().from(infoPages);
    const page = rows.find((row) => Object.values(row.slug).includes(slug));
    if (!page) notFound(c);
    return c.json({
      slug: page.slug[locale] ?? page.slug.en ?? slug,
      slugs: page.slug,
      title: pick(page.title, locale),
      body: sanitizeRichText(pick(page.body, locale)),
      indexing: page.indexing,
    });
  })
  .get('/pages/seo-content/detail/', async (c) => {
    const { page_type } = parseQuery(
      c,
      z.object({ page_type: z.string().trim().min(1, 'required').max(50, 'max_length') }),
    );
    return c.json(pageContentView(await findPageContent(c, page_type), c.get('locale')));
  })
  .get('/api/calculator/calculator-seo/:id/', (c) => calculatorSeoBy(c, 'calculator'))
  .get('/api/calculator/calculator-type-seo/:id/', (c) => calculatorSeoBy(c, 'calculator_type'))
  // Beside spec 7's GET /pages/dynamic/{slug}, as GET /pages/info-page lists info pages: the
  // sitemap lists every indexable dynamic page (issue 29), linked from the shop's content or not.
  .get('/pages/dynamic', async (c) => {
    const locale = c.get('locale');
    const rows = await c
      .get('db')
      .select()
      .from(dynamicPages)
      .orderBy(asc(dynamicPages.position), asc(dynamicPages.id));
    return c.json(
      rows.map((row) => ({
        slug: row.slug,
        title: pick(row.title, locale),
        indexing: row.indexing,
      })),
    );
  })
  .get('/pages/dynamic/:slug', async (c) => {
    const locale = c.get('locale');
    const slug = parseWith(c, keyParam, c.req.param('slug'));
    const [row] = await c.get('db').select().from(dynamicPages).where(eq(dynamicPages.slug, slug));
    if (!row) notFound(c);
    return c.json({
      slug: row.slug,
      title: pick(row.title, locale),
      description: pick(row.description, locale),
      text: sanitizeRichText(pick(row.body, locale)),
      image: row.image,
      indexing: row.indexing,
    });
  })
  .get('/pages/about', async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const [page, [achievement], advantages, equipment] = await Promise.all([
      findPageContent(c, 'about'),
      db.select().from(achievements).limit(1),
      loadHomeItems(db, 'advantage'),
      loadHomeItems(db, 'equipment'),
    ]);
    return c.json({
      ...pageContentView(page, locale),
      achievements: achievementsView(achievement, locale),
      advantages: advantages.map((row) => homeItemView(row, locale)),
      equipament: equipment.map((row) => homeItemView(row, locale)),
    });
  })
  .get('/pages/about/:link', async (c) => c.json(await pageByLink(c, 'about')))
  .get('/pages/contacts/:link?', async (c) => {
    const locale = c.get('locale');
    return c.json({
      ...(await pageByLink(c, 'contacts')),
      branches: (await loadBranches(c.get('db'))).map((row) => branchView(row, locale)),
    });
  })
  .get('/pages/our-works/:link?', async (c) =>
    c.json({ ...(await pageByLink(c, 'works')), ...(await worksContent(c)) }),
  )
  .get('/dealers/template/:link?', async (c) => {
    const locale = c.get('locale');
    return c.json({
      ...(await pageByLink(c, 'dealers')),
      dealers: (await loadDealers(c.get('db'))).map((row) => dealerView(row, locale)),
    });
  })
  .get('/pages/promo-page/:link?', async (c) => {
    const locale = c.get('locale');
    return c.json({
      ...(await pageByLink(c, 'promos')),
      promos: (await loadPromos(c.get('db'))).map((row) => promoView(row, locale)),
    });
  })
  .get('/pages/vacancies/:link?', async (c) => {
    const locale = c.get('locale');
    return c.json({
      ...(await pageByLink(c, 'vacancies')),
      vacancies: (await loadVacancies(c.get('db'))).map((row) => vacancyView(row, locale)),
    });
  })
  .get('/colors/pages/:link?', async (c) => c.json(await pageByLink(c, 'colors')))
  .get('/articles/items', async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const query = parseQuery(c, articlesQuery);
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
    return c.json({
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
    });
  })
  .get('/articles/items/:key', articleByKey)
  .get('/articles/items/:key/', articleByKey)
  .get('/tabs', async (c) => {
    const locale = c.get('locale');
    const rows = await c.get('db').select().from(articleTabs).orderBy(asc(articleTabs.position));
    return c.json(rows.map((tab) => ({ id: tab.id, title: pick(tab.title, locale) })));
  })
  .get('/promos', async (c) => {
    const locale = c.get('locale');
    return c.json((await loadPromos(c.get('db'))).map((row) => promoView(row, locale)));
  })
  .get('/promos/:key', promoByKey)
  .get('/promos/:key/', promoByKey)
  .get('/achievements', async (c) => {
    const [row] = await c.get('db').select().from(achievements).limit(1);
    return c.json(achievementsView(row, c.get('locale')));
  })
  .get('/banners/hero-screen', async (c) => {
    const locale = c.get('locale');
    return c.json((await loadBanners(c.get('db'), 'hero')).map((row) => bannerView(row, locale)));
  })
  .get('/banners/offer', async (c) => {
    const [row] = await loadBanners(c.get('db'), 'offer');
    return c.json(row ? bannerView(row, c.get('locale')) : {});
  })
  .get('/banners/discount', async (c) => {
    const [row] = await loadBanners(c.get('db'), 'discount');
    return c.json(row ? bannerView(row, c.get('locale')) : {});
  })
  .get('/banners/service', async (c) => {
    const locale = c.get('locale');
    return c.json(
      (await loadBanners(c.get('db'), 'service')).map((row) => bannerView(row, locale)),
    );
  })
  .get('/banners/cooperation/', async (c) => {
    const locale = c.get('locale');
    return c.json(
      (await loadBanners(c.get('db'), 'cooperation')).map((row) => bannerView(row, locale)),
    );
  })
  .get('/branches', async (c) => {
    const locale = c.get('locale');
    return c.json((await loadBranches(c.get('db'))).map((row) => branchView(row, locale)));
  })
  .get('/branches/:key', branchByKey)
  .get('/branches/:key/', branchByKey)
  .get('/dealers', async (c) => {
    const locale = c.get('locale');
    return c.json((await loadDealers(c.get('db'))).map((row) => dealerView(row, locale)));
  })
  .get('/equipament', async (c) => {
    const locale = c.get('locale');
    return c.json(
      (await loadHomeItems(c.get('db'), 'equipment')).map((row) => homeItemView(row, locale)),
    );
  })
  .get('/faqs', async (c) => {
    const locale = c.get('locale');
    return c.json(
      (await c.get('db').select().from(faqs).orderBy(asc(faqs.position))).map((row) =>
        faqView(row, locale),
      ),
    );
  })
  .get('/partners', async (c) =>
    c.json(
      (await c.get('db').select().from(partners).orderBy(asc(partners.position))).map(partnerView),
    ),
  )
  .get('/reviews', async (c) => {
    const locale = c.get('locale');
    const rows = await c
      .get('db')
      .select()
      .from(reviews)
      .where(eq(reviews.published, true))
      .orderBy(asc(reviews.position));
    return c.json(rows.map((row) => reviewView(row, locale)));
  })
  .get('/vacancies', async (c) => {
    const locale = c.get('locale');
    return c.json((await loadVacancies(c.get('db'))).map((row) => vacancyView(row, locale)));
  })
  .get('/vacancies/:id', async (c) => {
    const id = parseWith(c, idParam, c.req.param('id'));
    const [row] = await c
      .get('db')
      .select()
      .from(vacancies)
      .where(and(eq(vacancies.id, id), eq(vacancies.active, true)));
    if (!row) notFound(c);
    return c.json(vacancyView(row, c.get('locale')));
  })
  .get('/orders/how_to_order/', async (c) => {
    const locale = c.get('locale');
    return c.json(
      (await loadHomeItems(c.get('db'), 'how_to_order')).map((row, index) => ({
        ...homeItemView(row, locale),
        step: index + 1,
      })),
    );
  })
  .get('/works/our_work', async (c) => {
    const locale = c.get('locale');
    return c.json((await loadWorks(c.get('db'))).map((row) => workView(row, locale)));
  })
  .get('/works/works_process', async (c) => {
    const locale = c.get('locale');
    return c.json(
      (await loadHomeItems(c.get('db'), 'work_process')).map((row, index) => ({
        ...homeItemView(row, locale),
        step: index + 1,
      })),
    );
  })
  .get('/works/our-works-content', async (c) => c.json(await worksContent(c)))
  .get('/specialists/cities/', async (c) => {
    const locale = c.get('locale');
    const rows = await c
      .get('db')
      .select({ key: specialists.cityKey, city: specialists.city })
      .from(specialists)
      .orderBy(asc(specialists.position));
    const seen = new Map<string, string>();
    for (const row of rows) if (!seen.has(row.key)) seen.set(row.key, pick(row.city, locale));
    return c.json({
      default: DEFAULT_SPECIALIST_CITY,
      cities: [...seen].map(([key, name]) => ({ key, name })),
    });
  })
  .get('/specialists/', async (c) => {
    const locale = c.get('locale');
    const { city } = parseQuery(c, specialistsQuery);
    const rows = await c
      .get('db')
      .select()
      .from(specialists)
      .where(eq(specialists.cityKey, city))
      .orderBy(desc(specialists.ratingTenths), asc(specialists.position));
    return c.json({ city, results: rows.map((row) => specialistView(row, locale)) });
  })
  .get('/specialists/:id/', async (c) => {
    const id = parseWith(c, idParam, c.req.param('id'));
    const [row] = await c.get('db').select().from(specialists).where(eq(specialists.id, id));
    if (!row) notFound(c);
    return c.json(specialistView(row, c.get('locale')));
  })
  // Spec 7 GET /pages/{slug}: a static page by any localized slug or its type, else a dynamic page.
  .get('/pages/:slug', async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const slug = parseWith(c, keyParam, c.req.param('slug'));
    const pages = await db.select().from(pageContents);
    const page = pages.find(
      (row) => row.pageType === slug || Object.values(row.slug).includes(slug),
    );
    if (page) return c.json(pageContentView(page, locale));
    const [dynamic] = await db.select().from(dynamicPages).where(eq(dynamicPages.slug, slug));
    if (!dynamic) notFound(c);
    return c.json({
      page_type: 'dynamic',
      slug: dynamic.slug,
      title: pick(dynamic.title, locale),
      description: pick(dynamic.description, locale),
      text: sanitizeRichText(pick(dynamic.body, locale)),
      image: dynamic.image,
      indexing: dynamic.indexing,
    });
  });
