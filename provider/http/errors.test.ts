import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider, type TestProvider } from '../testing/harness';
import { isDatabaseUnavailable } from './errors';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'a pool ended by shutdown',
      withCode('CONNECTION_ENDED', 'write CONNECTION_ENDED 127.0.0.1:5432'),
    ],
    ['a socket closed mid-query', withCode('CONNECTION_CLOSED')],
    ['a connect timeout', withCode('CONNECT_TIMEOUT')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    [
      'a statement timeout (57014)',
      withCode('57014', 'canceling statement due to statement timeout'),
    ],
    ['a connection exception (08006)', withCode('08006')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['a closing PGlite', new Error('PGlite is closing')],
    [
      'a driver error wrapped by Drizzle',
      new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED')),
    ],
    [
      'a refusal on every address (AggregateError)',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a wrapped unique violation', new DrizzleQueryError('insert …', [], withCode('23505'))],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('a database outage', () => {
  let provider: TestProvider;

  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
  });
  afterAll(() => provider.close());

  it('is ready while the database answers and every migration is applied', async () => {
    const ready = await provider.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with a localized detail in every language, and /ready 503 while /health stays 200', async () => {
    const app = new Hono();
    // Mounts the provider under a fake database failure without closing the shared test database.
    const failing = new Proxy(provider.db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'execute' || property === 'transaction') {
          return () => {
            throw new DrizzleQueryError(
              'select …',
              [],
              withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
            );
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const { createProviderApp } = await import('../app');
    app.route('/', createProviderApp({ db: failing, dataDir: provider.dataDir }));
    const call = (path: string, locale = 'ro') =>
      app.request(`/backend${path}`, { headers: { 'Accept-Language': locale } });

    const expected = {
      ro: 'Serviciul este temporar indisponibil. Vă rugăm să încercați din nou peste câteva secunde.',
      en: 'The service is temporarily unavailable. Please try again in a few seconds.',
      ru: 'Сервис временно недоступен. Пожалуйста, повторите попытку через несколько секунд.',
      it: 'Il servizio è temporaneamente non disponibile. Riprova tra qualche secondo.',
    };
    for (const [locale, message] of Object.entries(expected)) {
      const response = await call('/categories/', locale);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ detail: message });
    }
    expect((await call('/ready')).status).toBe(503);
    expect((await call('/health')).status).toBe(200);
  });
});
