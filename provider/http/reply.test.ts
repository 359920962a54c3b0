import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { reply } from './openapi';

const itemSchema = z.object({ id: z.number().int(), title: z.string() });
const answerSchema = z.object({
  items: z.array(itemSchema),
  banner: z.union([z.object({ image: z.string() }), z.object({}).strict()]),
  owner: z.object({ name: z.string() }).nullable(),
});
type Answer = z.output<typeof answerSchema>;

describe('reply(): answers typed exactly by their schema (issue 30)', () => {
  it('answers the body as JSON with the status', async () => {
    const app = new Hono<AppEnv>().get('/', (c) =>
      reply(c, answerSchema, { items: [{ id: 1, title: 'Geam' }], banner: {}, owner: null }, 201),
    );
    const response = await app.request('/');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      items: [{ id: 1, title: 'Geam' }],
      banner: {},
      owner: null,
    });
  });

  it('fails tsc on a field the schema does not have, at any depth (checked by npm run typecheck)', () => {
    const app = new Hono<AppEnv>();
    const withExtra = { items: [], banner: {}, owner: null, legacy: true };
    const itemWithExtra = { items: [{ id: 1, title: 'Geam', sku: 'x' }], banner: {}, owner: null };
    const ownerWithExtra: Omit<Answer, 'owner'> & {
      owner: { name: string; email: string } | null;
    } = { items: [], banner: {}, owner: null };
    const missing = { items: [], banner: {} };
    app.get('/extra', (c) =>
      // @ts-expect-error -- `legacy` is not in the schema
      reply(c, answerSchema, withExtra, 200),
    );
    app.get('/item', (c) =>
      // @ts-expect-error -- `items[].sku` is not in the schema
      reply(c, answerSchema, itemWithExtra, 200),
    );
    app.get('/nullable', (c) =>
      // @ts-expect-error -- `owner.email` is not in the schema
      reply(c, answerSchema, ownerWithExtra, 200),
    );
    app.get('/missing', (c) =>
      // @ts-expect-error -- `owner` is missing
      reply(c, answerSchema, missing, 200),
    );
    expect(app.routes).toHaveLength(4);
  });
});
