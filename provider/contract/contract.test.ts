import { compileErrors, validate } from '@readme/openapi-parser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { documentedRoutes } from '../app';
import { users } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import { createTestProvider, type TestProvider } from '../testing/harness';
import { arbitraryOf } from './arbitrary';

/** Fixed, so a failure replays the same requests. */
const SEED = 30;
const RUNS_PER_ROUTE = 25;

type Route = ReturnType<typeof documentedRoutes>[number];
type Answers = Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;

let provider: TestProvider;
let token: string;
/** Path values that name seeded records, so that requests reach the answers past a 404 too. */
let knownKeys: string[];
let requestCount = 0;

beforeAll(async () => {
  provider = await createTestProvider();
  const [customer] = await provider.db
    .insert(users)
    .values({
      email: 'contract@example.md',
      passwordHash: await hashPassword('contract-password-1'),
      firstName: 'Ana',
      lastName: 'Rusu',
      phone: '+373 (691) 234-56',
    })
    .returning();
  token = await provider.accessTokenFor(customer!);
  const products = (await (await provider.request('/products/?page_size=3')).json()) as {
    results: { id: number; slug: string }[];
  };
  const categories = (await (await provider.request('/categories/')).json()) as {
    id: number;
    slug: string;
  }[];
  knownKeys = [...products.results, ...categories.slice(0, 3)].flatMap((record) => [
    String(record.id),
    record.slug,
  ]);
});
afterAll(() => provider.close());

const zodOf = (value: unknown) => value as z.ZodType | undefined;

/** The schema an answer of `status` must match: its own, else the route's default (the error shapes). */
function answerSchema(route: Route, status: number): z.ZodType | 'undocumented' | 'no body' {
  const answers = route.responses as Answers;
  const documented = answers[String(status)] ?? answers.default;
  if (!documented) return 'undocumented';
  return zodOf(documented.content?.['application/json']?.schema) ?? 'no body';
}

/** One request of the route from generated parts: path values, query and JSON body. */
function requestArbitrary(route: Route) {
  const params = zodOf(route.request?.params);
  const query = zodOf(route.request?.query);
  const body = zodOf(
    (route.request?.body?.content as Record<string, { schema?: unknown }> | undefined)?.[
      'application/json'
    ]?.schema,
  );
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return fc.record({
    params: params
      ? fc.record(
          Object.fromEntries(
            names.map((name) => [
              name,
              fc.oneof(
                fc.constantFrom(...knownKeys),
                arbitraryOf(params).map((value) =>
                  String((value as Record<string, unknown> | null)?.[name] ?? '1'),
                ),
              ),
            ]),
          ),
        )
      : fc.constant({} as Record<string, string>),
    query: query ? arbitraryOf(query) : fc.constant(undefined),
    body: body ? arbitraryOf(body) : fc.constant(undefined),
  });
}

function urlOf(route: Route, parts: { params: Record<string, string>; query: unknown }) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(parts.params[name] ?? '1'),
  );
  const search = new URLSearchParams();
  if (parts.query && typeof parts.query === 'object') {
    for (const [key, value] of Object.entries(parts.query))
      if (value !== undefined)
        search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

describe('the contract: every documented endpoint answers as its document says', () => {
  it('GET /backend/openapi.json is a valid OpenAPI 3.1 document', async () => {
    const response = await provider.request('/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as Exclude<Parameters<typeof validate>[0], string> & {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/backend/'))).toBe(true);
  });

  it('property-based requests of every documented route: no 5xx, each answer matches the schema of its status', async () => {
    const routes = documentedRoutes().filter((route) => route.path !== '/openapi.json');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const method = route.method.toUpperCase();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (parts) => {
          requestCount += 1;
          const withBody = method !== 'GET' && method !== 'DELETE';
          const response = await provider.request(urlOf(route, parts), {
            method,
            headers: { Authorization: `Bearer ${token}` },
            ...(withBody ? { json: parts.body ?? {} } : {}),
            clientAddress: `10.30.${(requestCount >> 8) & 255}.${requestCount & 255}`,
          });
          const where = `${method} ${urlOf(route, parts)} → ${response.status}`;
          expect(response.status, where).toBeLessThan(500);
          const schema = answerSchema(route, response.status);
          expect(schema, `${where}: status not documented`).not.toBe('undocumented');
          if (schema === 'undocumented' || schema === 'no body' || response.status === 204) return;
          const parsed = schema.safeParse(await response.json());
          expect(
            parsed.success,
            `${where}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`,
          ).toBe(true);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
  }, 120_000);
});
