import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { pageContentSchema } from '../../lib/api/schemas/pages';
import { parseId, positiveId } from '../../lib/validation/integer';
import type { AppEnv } from '../context';
import { findPageContent } from '../domain/content/pages';
import { pageContentView } from '../domain/content/views';
import { translate } from '../i18n';
import { ClientError } from './errors';
import { answer, errorAnswers } from './openapi';

const keyParam = z.string().trim().min(1, 'required').max(200, 'max_length');
const idParam = positiveId();
/** `{id or slug}` keys: an id when the key is one, else a slug. */
export const byKey = <T>(key: string, byId: (id: number) => T, bySlug: (slug: string) => T) => {
  const id = parseId(key);
  return id === null ? bySlug(key) : byId(id);
};

type PageContent = z.output<typeof pageContentSchema>;
/** A route of `{page path}{link}`: its page, found and checked before the request is validated. */
export type PageEnv = AppEnv & { Variables: { page: PageContent } };

/**
 * `{page path}{link}`: the page of `pageType`; the link, when given, must be one of the page's slugs
 * or its type. A route middleware, so an unknown page or link is a 404 before the query is validated.
 */
export const linkedPage =
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

/** Path keys: `{key}` an id or a slug, `{slug}` a slug, `{id}` a row id; `{link}` is checked by `linkedPage`. */
const keyParams = z.object({ key: keyParam });
export const slugParams = z.object({ slug: keyParam });
const idParams = z.object({ id: idParam });
export const linkParams = z.object({ link: z.string() });

/** A documented GET that takes no parameters. */
export const plainRoute = <S extends z.ZodType>(path: string, schema: S, description: string) =>
  createRoute({
    method: 'get',
    path,
    responses: { 200: answer(schema, description), ...errorAnswers },
  });

/**
 * Spec 2 'Page-type to content path map': `{page path}` and `{page path}/{link}`, Hono's optional
 * `:link?` as two documented routes, answering the page of `pageType` and what `schema` adds to it.
 */
export const pageRoute = <S extends z.ZodType>(
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
export const pageLinkRoute = <S extends z.ZodType>(
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
export const byKeyRoute = <S extends z.ZodType>(path: string, schema: S, description: string) =>
  createRoute({
    method: 'get',
    path,
    request: { params: keyParams },
    responses: { 200: answer(schema, description), ...errorAnswers },
  });

export const byIdRoute = <S extends z.ZodType>(path: string, schema: S, description: string) =>
  createRoute({
    method: 'get',
    path,
    request: { params: idParams },
    responses: { 200: answer(schema, description), ...errorAnswers },
  });
