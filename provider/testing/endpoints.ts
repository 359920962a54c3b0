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

const cartConfiguration = ['data', 'quantity', 'params'] as const;
const address = [
  'delivery_type',
  'city',
  'street',
  'house',
  'apartment',
  'first_name',
  'last_name',
  'phone',
  'company',
  'zip',
  'zip_code',
  'additional_contact',
  'address_id',
] as const;

/** Routes not yet declared with createRoute (issue 30 converts them route file by route file). */
const undocumentedEndpoints: readonly Endpoint[] = [
  { method: 'GET', path: '/api/calculator/cart', access: 'cart' },
  {
    method: 'POST',
    path: '/api/calculator/cart/merge/',
    access: 'user',
    fields: ['target_cart', 'source_cart'],
  },
  { method: 'GET', path: '/api/calculator/cart/:id', access: 'cart' },
  { method: 'GET', path: '/api/calculator/cart/:id/items', access: 'cart' },
  {
    method: 'POST',
    path: '/api/calculator/cart/:id/items',
    access: 'cart',
    fields: cartConfiguration,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:id/items/add-product',
    access: 'cart',
    fields: ['product_id', 'quantity'],
  },
  {
    method: 'PATCH',
    path: '/api/calculator/cart/:id/items/:itemId',
    access: 'cart',
    fields: cartConfiguration,
  },
  { method: 'DELETE', path: '/api/calculator/cart/:id/items/:itemId', access: 'cart' },
  {
    method: 'POST',
    path: '/api/calculator/cart/:id/set-delivery',
    access: 'cart',
    fields: address,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:id/set-user-details',
    access: 'cart',
    fields: ['email', 'full_name', 'phone'],
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:id/set-payment-details',
    access: 'cart',
    fields: ['payment_method', 'use_bonuses', 'bonuses'],
  },
  { method: 'GET', path: '/pay/:token', access: 'public' },
  { method: 'POST', path: '/pay/:token/approve', access: 'public' },
  { method: 'POST', path: '/pay/:token/decline', access: 'public' },
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
