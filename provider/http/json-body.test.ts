import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { ClientError } from './errors';
import { createRouter, jsonBody, jsonBodyOf } from './openapi';

/**
 * ADR 54: `jsonBody` hands the route's validator a request of its own (Hono has no public way to give
 * a validator another body). If an upgrade of hono or @hono/zod-openapi stops the validator reading
 * that request, these answers change: an empty body stops being `{}`, a body without Content-Type
 * is refused or read as empty.
 */
const app = createRouter();
app.use(async (c, next) => {
  c.set('locale', 'en');
  await next();
});
app.onError((error, c) =>
  error instanceof ClientError ? c.json(error.body, error.status) : c.json({ crash: 1 }, 500),
);
app.openapi(
  createRoute({
    method: 'post',
    path: '/echo',
    middleware: [jsonBody] as const,
    request: { body: jsonBodyOf(z.object({ name: z.string().optional() })) },
    responses: { 200: { description: 'the validated body' } },
  }),
  (c) => c.json({ valid: c.req.valid('json') }, 200),
);

/** Sent as bytes: a string body would get a Content-Type of text/plain from fetch. */
const post = (body: string | undefined, contentType?: string) =>
  app.request('/echo', {
    method: 'POST',
    body: body === undefined ? undefined : new TextEncoder().encode(body),
    headers: contentType ? { 'content-type': contentType } : {},
  });

describe('jsonBody: JSON bodies as the spec’s clients send them', () => {
  it('reads a JSON body, with or without its Content-Type', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8', undefined]) {
      const response = await post('{"name":"Ion"}', contentType);
      expect(response.status, contentType).toBe(200);
      expect(await response.json()).toEqual({ valid: { name: 'Ion' } });
    }
  });

  it('takes an empty body as {}', async () => {
    for (const contentType of ['application/json', undefined]) {
      const response = await post(contentType ? '' : undefined, contentType);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ valid: {} });
    }
  });

  it('refuses a form or text body with 415, and malformed or too deep JSON with 400', async () => {
    expect((await post('name=Ion', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('{"name":"Ion"}', 'text/plain')).status).toBe(415);
    const malformed = await post('{"name":', 'application/json');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: expect.any(String) });
    const deep = `${'['.repeat(200)}${']'.repeat(200)}`;
    expect((await post(deep, 'application/json')).status).toBe(400);
  });

  it('answers field errors of the route’s schema after the body is read', async () => {
    const response = await post('{"name":7}');
    expect(response.status).toBe(400);
    expect(Object.keys(await response.json())).toEqual(['name']);
  });
});
