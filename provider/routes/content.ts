import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { defaultLocale, localeNames, locales } from '../../lib/i18n/locales';
import type { AppEnv } from '../context';
import { categories, footerColumns, infoPages, menuLinks } from '../db/schema';
import { pick } from '../db/localized';
import { detail } from '../http/errors';
import { parseQuery } from '../http/validate';
import { translate } from '../i18n';

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

export const contentRoutes = new Hono<AppEnv>()
  .get('/pages/home-page/', (c) =>
    c.json({
      default_language: { code: defaultLocale },
      available_languages: locales.map((code) => ({ code, name: localeNames[code] })),
      ...emptyHomeSections(),
    }),
  )
  .get('/menu/links', async (c) => {
    const locale = c.get('locale');
    const rows = await c.get('db').select().from(menuLinks).orderBy(asc(menuLinks.position));
    return c.json(rows.map((row) => ({ id: row.id, title: pick(row.title, locale), href: row.href })));
  })
  .get('/menu/nav', async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    const top = rows.filter((row) => row.parentId === null);
    return c.json(
      top.map((category) => ({
        id: category.id,
        title: pick(category.title, locale),
        link: `/${category.slug}`,
        parent_category_slug: null,
        dynamic_page_slug: category.slug,
        calculator_id: category.calculatorId,
        banner: category.bannerImage ? { image: category.bannerImage, href: `/${category.slug}` } : null,
        additions: [],
        subitems: rows
          .filter((row) => row.parentId === category.id)
          .map((child) => ({
            id: child.id,
            title: pick(child.title, locale),
            link: `/${category.slug}/${child.slug}`,
            parent_category_slug: category.slug,
            category_slug: child.slug,
          })),
      })),
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
          .map((page) => ({ slug: page.slug[locale] ?? page.slug.en ?? null, name: pick(page.title, locale) })),
      })),
    );
  })
  .get('/pages/info-page', async (c) => {
    const locale = c.get('locale');
    const rows = await c.get('db').select().from(infoPages).orderBy(asc(infoPages.position));
    return c.json(rows.map((page) => ({ slug: page.slug[locale] ?? page.slug.en ?? '', title: pick(page.title, locale) })));
  })
  .get('/pages/info-page/detail/', async (c) => {
    const locale = c.get('locale');
    const { slug } = parseQuery(c, z.object({ slug: z.string().trim().min(1, 'required').max(200, 'max_length') }));
    const rows = await c.get('db').select().from(infoPages);
    const page = rows.find((row) => Object.values(row.slug).includes(slug));
    if (!page) return detail(c, 404, translate(locale, 'not_found'));
    return c.json({
      slug: page.slug[locale] ?? page.slug.en ?? slug,
      slugs: page.slug,
      title: pick(page.title, locale),
      body: pick(page.body, locale),
      indexing: page.indexing,
    });
  });
