import type { oas31 } from 'openapi3-ts';
import { openApiDocument, PROVIDER_BASE_PATH } from '../app';
import { BEARER, CART_ID } from '../http/openapi';

/**
 * Every route of the provider app, for the request fuzzer (issue 11) and the contract test (issue
 * 30), read from the OpenAPI document (GET /backend/openapi.json): a route declared with createRoute
 * cannot miss the fuzzer, and a route the app serves without being documented fails `fuzz.test.ts`.
 * Paths are Hono patterns without the /backend mount; a trailing slash does not matter (the spec's
 * paths answer with and without one, and the fuzzer calls one of the two).
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
  /** Answers an HTML page for people (the test bank, newsletter links), its refusals too. */
  page?: boolean;
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
      const answers = Object.values(operation.responses ?? {}) as oas31.ResponseObject[];
      if (answers.some((answer) => answer.content?.['text/html'])) endpoint.page = true;
      return [endpoint];
    }),
  );
}

/** `GET /a/b/` and `GET /a/b` are one endpoint. */
export const endpointKey = (method: string, path: string) =>
  `${method} ${path.replace(/\/+$/, '') || '/'}`;

/** Every endpoint of the document. */
export const endpoints: readonly Endpoint[] = documentedEndpoints();
