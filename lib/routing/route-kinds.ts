import { QUERY_MARKER } from './query-segment';

/**
 * First segments of the pages rendered per request (per visitor or per query): Next renders the
 * request's nonce onto their scripts, under the strict CSP of proxy.ts. Every other page is served
 * from the full-route cache under the static CSP (docs/adr/0006-csp-per-page-class.md).
 * Each of these pages exports `dynamic = 'force-dynamic'`;
 * route-kinds.test.ts holds the two lists to the folders of app/[locale].
 */
export const DYNAMIC_PAGES: ReadonlySet<string> = new Set([
  'cart',
  'search',
  'reset-password',
  'seo-preview',
  'calculators',
  'session',
  // The add-to-cart form posted without its script (a route handler; it answers per request).
  'add-to-cart',
  'staff',
]);

/** First segments of the routes under app/[locale]; any other one or two segments name a category. */
export const STATIC_ROUTES: ReadonlySet<string> = new Set([
  ...DYNAMIC_PAGES,
  'about',
  'blog',
  'contacts',
  'dealers',
  'info',
  'product',
  'promos',
  'vacancies',
  'works',
  QUERY_MARKER,
]);
