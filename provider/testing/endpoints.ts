import type { oas31 } from 'openapi3-ts';
import { openApiDocument, PROVIDER_BASE_PATH } from '../app';
import { BEARER, CART_ID } from '../http/openapi';

/**
 * Every route of the provider app, for the request fuzzer (issue 11) and the contract test (issue
 * 30). Documented routes come from the OpenAPI document (GET /backend/openapi.json), so a route
 * declared with createRoute cannot miss the fuzzer; the few routes not yet declared so are listed by
 * hand below. A route the app serves that is in neither fails `fuzz.test.ts`. Paths are Hono
 * patterns without the /backend mount; a trailing slash does not matter (the spec's paths answer
 * with and without one, and the fuzzer calls one of the two).
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  path: string;
  /** Who may call it: anyone, a signed-in user (401 otherwise), or a cart owner (token or X-Cart-Id). */
  access: 'public' | 'user' | 'cart';
  /** The JSON fields the handler reads; the fuzzer puts hostile values into them. */
  fields?: readonly string[];
  /** Takes multipart/form-data instead of JSON (the CV upload). */
  multipart?: boolean;
}

const methods = ['get', 'post', 'patch', 'delete'] as const;

function accessOf(operation: oas31.OperationObject): Endpoint['access'] {
  const schemes = new Set(
    (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
  );
  if (schemes.has(CART_ID)) return 'cart';
  return schemes.has(BEARER) ? 'user' : 'public';
}

/** The documented routes, as rows of the registry: `{id}` becomes `:id`, the mount is dropped. */
export function documentedEndpoints(document: oas31.OpenAPIObject = openApiDocument()): Endpoint[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const content = (operation.requestBody as oas31.RequestBodyObject | undefined)?.content ?? {};
      const body = content['application/json']?.schema as oas31.SchemaObject | undefined;
      const endpoint: Endpoint = {
        method: method.toUpperCase() as Method,
        path: path.slice(PROVIDER_BASE_PATH.length).replace(/\{(\w+)\}/g, ':$1'),
        access: accessOf(operation),
      };
      if (body) endpoint.fields = Object.keys(body.properties ?? {});
      if (content['multipart/form-data']) endpoint.multipart = true;
      return [endpoint];
    }),
  );
}

/** Routes not yet declared with createRoute (issue 30 converts them route file by route file). */
const undocumentedEndpoints: readonly Endpoint[] = [
  { method: 'GET', path: '/pages/home-page/', access: 'public' },
  { method: 'GET', path: '/pages/home-page/:link', access: 'public' },
  { method: 'GET', path: '/menu/links', access: 'public' },
  { method: 'GET', path: '/menu/nav', access: 'public' },
  { method: 'GET', path: '/pages/footer-page', access: 'public' },
  { method: 'GET', path: '/pages/info-page', access: 'public' },
  { method: 'GET', path: '/pages/info-page/detail/', access: 'public' },
  { method: 'GET', path: '/pages/seo-content/detail/', access: 'public' },
  { method: 'GET', path: '/api/calculator/calculator-seo/:id/', access: 'public' },
  { method: 'GET', path: '/api/calculator/calculator-type-seo/:id/', access: 'public' },
  { method: 'GET', path: '/pages/dynamic', access: 'public' },
  { method: 'GET', path: '/pages/dynamic/:slug', access: 'public' },
  { method: 'GET', path: '/pages/about', access: 'public' },
  { method: 'GET', path: '/pages/about/:link', access: 'public' },
  { method: 'GET', path: '/pages/contacts/:link?', access: 'public' },
  { method: 'GET', path: '/pages/our-works/:link?', access: 'public' },
  { method: 'GET', path: '/dealers/template/:link?', access: 'public' },
  { method: 'GET', path: '/pages/promo-page/:link?', access: 'public' },
  { method: 'GET', path: '/pages/vacancies/:link?', access: 'public' },
  { method: 'GET', path: '/colors/pages/:link?', access: 'public' },
  { method: 'GET', path: '/articles/items', access: 'public' },
  { method: 'GET', path: '/articles/items/:key', access: 'public' },
  { method: 'GET', path: '/tabs', access: 'public' },
  { method: 'GET', path: '/promos', access: 'public' },
  { method: 'GET', path: '/promos/:key', access: 'public' },
  { method: 'GET', path: '/achievements', access: 'public' },
  { method: 'GET', path: '/banners/hero-screen', access: 'public' },
  { method: 'GET', path: '/banners/offer', access: 'public' },
  { method: 'GET', path: '/banners/discount', access: 'public' },
  { method: 'GET', path: '/banners/service', access: 'public' },
  { method: 'GET', path: '/banners/cooperation/', access: 'public' },
  { method: 'GET', path: '/branches', access: 'public' },
  { method: 'GET', path: '/branches/:key', access: 'public' },
  { method: 'GET', path: '/dealers', access: 'public' },
  { method: 'GET', path: '/equipament', access: 'public' },
  { method: 'GET', path: '/faqs', access: 'public' },
  { method: 'GET', path: '/partners', access: 'public' },
  { method: 'GET', path: '/reviews', access: 'public' },
  { method: 'GET', path: '/vacancies', access: 'public' },
  { method: 'GET', path: '/vacancies/:id', access: 'public' },
  { method: 'GET', path: '/orders/how_to_order/', access: 'public' },
  { method: 'GET', path: '/works/our_work', access: 'public' },
  { method: 'GET', path: '/works/works_process', access: 'public' },
  { method: 'GET', path: '/works/our-works-content', access: 'public' },
  { method: 'GET', path: '/specialists/cities/', access: 'public' },
  { method: 'GET', path: '/specialists/', access: 'public' },
  { method: 'GET', path: '/specialists/:id/', access: 'public' },
  { method: 'GET', path: '/pages/:slug', access: 'public' },
];

/** `GET /a/b/` and `GET /a/b` are one endpoint. */
export const endpointKey = (method: string, path: string) =>
  `${method} ${path.replace(/\/+$/, '') || '/'}`;

const documented = documentedEndpoints();
const documentedKeys = new Set(
  documented.map((endpoint) => endpointKey(endpoint.method, endpoint.path)),
);

/** Every endpoint: the documented ones, then those listed by hand that the document does not hold yet. */
export const endpoints: readonly Endpoint[] = [
  ...documented,
  ...undocumentedEndpoints.filter(
    (endpoint) => !documentedKeys.has(endpointKey(endpoint.method, endpoint.path)),
  ),
];

/** Rows listed by hand that the document now holds: each should be deleted from the hand-made list. */
export const handListedButDocumented = undocumentedEndpoints.filter((endpoint) =>
  documentedKeys.has(endpointKey(endpoint.method, endpoint.path)),
);
