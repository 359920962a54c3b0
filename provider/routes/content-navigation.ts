import { asc } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import {
  footerColumnSchema,
  homePageAnswerSchema,
  homePageWithContentSchema,
  menuLinkSchema,
  navCategorySchema,
} from '../../lib/api/schemas/content';
import { pick } from '../db/localized';
import { menuLinks } from '../db/schema';
import { homePage } from '../domain/content/home';
import { footer, megaMenu } from '../domain/content/navigation';
import { pageLinkRoute, plainRoute } from '../http/content-routes';
import { createRouter, reply } from '../http/openapi';

const menuLinksSchema = z.array(menuLinkSchema);
const menuSchema = z.array(navCategorySchema);
const footerSchema = z.array(footerColumnSchema);

/**
 * Spec 7's home page, header and footer calls; mounted first of the content routers (app.ts). One
 * statement per route rather than a chain: the chained router's type, every route's schema
 * accumulated, is too complex for tsc where app.ts mounts it (TS2590), and nothing reads it.
 */
export const contentNavigationRoutes = createRouter();
contentNavigationRoutes.openapi(
  plainRoute(
    '/pages/home-page/',
    homePageAnswerSchema,
    'The home page: its languages and sections',
  ),
  async (c) => reply(c, homePageAnswerSchema, await homePage(c.get('db'), c.get('locale')), 200),
);
contentNavigationRoutes.openapi(
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
contentNavigationRoutes.openapi(
  plainRoute('/menu/links', menuLinksSchema, 'The header links'),
  async (c) => {
    const locale = c.get('locale');
    const rows = await c.get('db').select().from(menuLinks).orderBy(asc(menuLinks.position));
    return reply(
      c,
      menuLinksSchema,
      rows.map((row) => ({ id: row.id, title: pick(row.title, locale), href: row.href })),
      200,
    );
  },
);
contentNavigationRoutes.openapi(
  plainRoute('/menu/nav', menuSchema, 'The header menu: categories, subcategories, mega-menu'),
  async (c) => reply(c, menuSchema, await megaMenu(c.get('db'), c.get('locale')), 200),
);
contentNavigationRoutes.openapi(
  plainRoute('/pages/footer-page', footerSchema, 'The footer columns and their info pages'),
  async (c) => reply(c, footerSchema, await footer(c.get('db'), c.get('locale')), 200),
);
