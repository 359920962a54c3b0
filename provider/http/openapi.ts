import { OpenAPIHono, type Hook, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { detailMessageSchema, fieldErrorsSchema } from '../../lib/api/schemas/common';
import type { AppEnv } from '../context';
import { translate } from '../i18n';
import { requireUser } from './auth';
import { ClientError } from './errors';
import { inspect, isJsonType, toFieldErrors } from './validate';

/**
 * Issue 26: the 400 for a value holding text PostgreSQL cannot store, named by the path of the first
 * such string or key; null when all of it is storable.
 */
export function unstorableText(c: Context<AppEnv>, value: unknown): ClientError | null {
  const { bad } = inspect(value);
  if (!bad) return null;
  return new ClientError(400, {
    [bad.length ? bad.join('.') : 'non_field_errors']: [
      translate(c.get('locale'), 'invalid_value'),
    ],
  });
}

/**
 * The validation hook of every documented route: a failure answers the spec's 400 with field errors
 * (`{ field: [message] }`, localized); valid input must also be text PostgreSQL can store (issue 26).
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  // @hono/zod-validator hands the hook what it validated as `data`, on failure too.
  const input = 'data' in result ? result.data : undefined;
  if (!result.success) throw new ClientError(400, toFieldErrors(c, result.error, input));
  const unstorable = unstorableText(c, result.data);
  if (unstorable) throw unstorable;
};

/** Security schemes of the document: a signed-in customer's access token, an anonymous cart's id. */
export const BEARER = 'bearer';
export const CART_ID = 'cartId';
type SecurityRequirement = Record<string, string[]>;
/** A route for signed-in customers only (401 otherwise). */
export const signedIn: SecurityRequirement[] = [{ [BEARER]: [] }];
/** A route of a cart's owner: the customer's token, or the anonymous cart's X-Cart-Id. */
export const cartOwner: SecurityRequirement[] = [{ [BEARER]: [] }, { [CART_ID]: [] }];

/** 401 before the body is read: an anonymous caller of a `signedIn` route learns nothing of what it sent. */
export const signedInFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** A router of documented routes: its request and answer schemas feed the OpenAPI document. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** The path's other spelling: with the trailing slash when it has none, without it when it has one. */
const otherSpelling = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`);

/**
 * Spec 7's paths answer with and without the trailing slash: `route` as declared, in the document,
 * and its other spelling, hidden from it, both served by `handler`.
 */
export function serveBothSpellings<R extends RouteConfig>(
  router: OpenAPIHono<AppEnv>,
  route: R,
  handler: RouteHandler<R, AppEnv>,
) {
  router.openapi(route, handler);
  router.openapi(
    { ...route, path: otherSpelling(route.path), hide: true },
    handler as RouteHandler<R & { path: string }, AppEnv>,
  );
}

/**
 * JSON bodies as the spec's clients send them, before a route's validator reads them: an empty body
 * is `{}` (spec 7: set-user-details sends none), a form or text body is refused with 415 (no simple
 * cross-site POST reaches a handler), malformed or too deeply nested JSON is a 400 `{ detail }`.
 */
export const jsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const locale = c.get('locale');
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ClientError(400, { detail: translate(locale, 'bad_json') });
  }
  if (text.trim() !== '' && !isJsonType(c.req.header('content-type'))) {
    throw new ClientError(415, { detail: translate(locale, 'unsupported_media_type') });
  }
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ClientError(400, { detail: translate(locale, 'bad_json') });
  }
  if (inspect(body).tooDeep) throw new ClientError(400, { detail: translate(locale, 'bad_json') });
  // The route's validator reads this request: the normalized JSON, typed as such (a body sent
  // without a Content-Type was always read as JSON). Hono has no public way to do this (ADR 54).
  const headers = new Headers(c.req.raw.headers);
  headers.set('Content-Type', 'application/json');
  c.req.raw = new Request(c.req.raw.url, {
    method: c.req.method,
    headers,
    body: JSON.stringify(body),
  });
  c.req.bodyCache = {};
  await next();
};

/** JSON content of a request body or an answer. */
export const json = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } });

/** The `request.body` of a route that takes JSON; the route lists `jsonBody` in its middleware. */
export const jsonBodyOf = <S extends z.ZodType>(schema: S) => ({
  content: json(schema),
  required: true,
});

/** A documented JSON answer. */
export const answer = <S extends z.ZodType>(schema: S, description: string) => ({
  content: json(schema),
  description,
});

/** Spec 8: field errors `{ field: [messages] }` with status 400, `{ detail }` for every other error. */
export const errorAnswers = {
  default: answer(
    z.union([detailMessageSchema, fieldErrorsSchema]),
    'An error: field errors (400) or { detail }, localized by Accept-Language',
  ),
} as const;

/**
 * `T` with every property that `Shape` lacks, at any depth, typed `never`: an answer built with a
 * field its schema does not have fails `tsc` (issue 30), where a plain `c.json` would let it pass.
 */
export type NoExtraFields<Shape, T> = unknown extends Shape
  ? T
  : T extends readonly (infer Item)[]
    ? Shape extends readonly (infer ShapeItem)[]
      ? readonly NoExtraFields<ShapeItem, Item>[]
      : never
    : T extends object
      ? Shape extends object
        ? { [K in keyof T]: K extends keyof Shape ? NoExtraFields<Shape[K], T[K]> : never }
        : never
      : T;

/**
 * Answers JSON typed exactly by the route's answer schema: a field missing from the body, or one the
 * schema does not have, fails `tsc`; so removing a field from a schema in `lib/api/schemas` fails the
 * provider's build as it fails the storefront's. Any route's context will do, one whose middleware
 * adds variables too.
 */
export function reply<
  S extends z.ZodType,
  T extends z.output<S>,
  Status extends ContentfulStatusCode,
  E extends Env = AppEnv,
>(c: Context<E>, schema: S, body: T & NoExtraFields<z.output<S>, T>, status: Status) {
  return c.json(body as z.output<S>, status);
}
