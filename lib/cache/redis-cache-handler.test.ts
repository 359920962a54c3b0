// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRedis, type RedisServer } from '../../scripts/redis-server.mjs';
import { createClient } from '@redis/client';
import {
  COMMAND_TIMEOUT_MS,
  createRedisCacheHandler,
  entrySeconds,
  type RedisCacheHandlerClass,
} from './redis-cache-handler.mjs';

const quiet = { warn: () => {}, info: () => {} };
/** Every call that meets a dead Redis gives up within the command timeout, plus scheduling slack. */
const OUTAGE_BOUND_MS = COMMAND_TIMEOUT_MS + 1_000;

let buildDir: string;

/** The handler context of a build: Next's server folder beside the BUILD_ID file. */
function buildContext(buildId: string) {
  const distDir = path.join(buildDir, buildId);
  mkdirSync(path.join(distDir, 'server'), { recursive: true });
  writeFileSync(path.join(distDir, 'BUILD_ID'), buildId);
  return { serverDistDir: path.join(distDir, 'server') };
}

const dataRead = (body: string, tags: string[]) => ({
  kind: 'FETCH',
  data: { headers: { 'content-type': 'application/json' }, body, status: 200, url: '' },
  tags,
  revalidate: 300,
});

const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
  postponed: undefined,
});

const fetchContext = (tags: string[], softTags: string[] = []) => ({
  kind: 'FETCH',
  tags,
  softTags,
  revalidate: 300,
  fetchUrl: '',
  fetchIdx: 0,
});
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const pageCacheControl = { revalidate: 300, expire: 31_536_000 };

/**
 * The handler's clock, stopped at `ms` until the test ends: which of a write and an expiry came
 * first must not depend on whether the machine crossed a millisecond between them.
 */
function clockAt(ms: number) {
  vi.spyOn(Date, 'now').mockReturnValue(ms);
}
const T = 1_700_000_000_000;

describe('the Redis cache handler', () => {
  let redis: RedisServer;
  let serverA: RedisCacheHandlerClass;
  let serverB: RedisCacheHandlerClass;
  let context: { serverDistDir: string };

  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-build-'));
    redis = await createRedis();
    context = buildContext('build-1');
    // Two connections: two `next start` processes sharing one Redis.
    serverA = createRedisCacheHandler({ url: redis.url, log: quiet });
    serverB = createRedisCacheHandler({ url: redis.url, log: quiet });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
    await redis?.destroy();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('gives back what another server stored: a data read, and a page with its buffers, segments and lifetime', async () => {
    const a = new serverA(context);
    const b = new serverB(context);
    await a.set('read-1', dataRead('{"id":1}', ['catalog']), {
      fetchCache: true,
      tags: ['catalog'],
    });
    await a.set('/en/products', page('<p>products</p>', ['_N_T_/layout', 'catalog']), {
      cacheControl: pageCacheControl,
    });

    const read = await b.get('read-1', fetchContext(['catalog']));
    expect(read?.value).toEqual(dataRead('{"id":1}', ['catalog']));
    expect(read?.lastModified).toBeTypeOf('number');

    const rendered = await b.get('/en/products', pageContext);
    expect(rendered?.value).toEqual(page('<p>products</p>', ['_N_T_/layout', 'catalog']));
    expect(Buffer.isBuffer((rendered?.value as { rscData: unknown }).rscData)).toBe(true);
    expect(rendered?.cacheControl).toEqual(pageCacheControl);
  });

  // Issue 41: every made-up URL's 404 was kept for a year, until Redis's memory was full.
  it("keeps no 404, and keeps a page about as long as it stays fresh, not for Next's year", async () => {
    const a = new serverA(context);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const before = await client.dbSize();
      for (let index = 0; index < 1_000; index++)
        await a.set(
          `/en/x/unknown-${index}`,
          { ...page('<p>404</p>', []), status: 404 },
          {
            cacheControl: pageCacheControl,
          },
        );
      expect(await client.dbSize()).toBe(before);
      expect(await a.get('/en/x/unknown-1', pageContext)).toBeNull();

      await a.set('/en/kept', page('<p>kept</p>', []), { cacheControl: pageCacheControl });
      const [key] = await client.keys('*/en/kept');
      const ttl = await client.ttl(key!);
      expect(ttl).toBeGreaterThan(300);
      expect(ttl).toBeLessThanOrEqual(entrySeconds(pageCacheControl));
      expect(entrySeconds(pageCacheControl)).toBe(300 + 3_600);
      expect(entrySeconds({ revalidate: 300, expire: 600 })).toBe(600);
      expect(entrySeconds(undefined)).toBe(14 * 24 * 60 * 60);
    } finally {
      await client.quit();
    }
  });

  it('misses an entry tagged catalog after another server expired catalog, even in the same millisecond, and keeps the fresh one written after', async () => {
    const a = new serverA(context);
    clockAt(T);
    await a.set('read-catalog', dataRead('old', ['catalog']), {
      fetchCache: true,
      tags: ['catalog'],
    });
    await a.set('/ro/catalog', page('<p>old</p>', ['_N_T_/layout', 'catalog']), {
      cacheControl: pageCacheControl,
    });
    expect(await a.get('read-catalog', fetchContext(['catalog']))).not.toBeNull();

    await new serverB(context).revalidateTag('catalog', { expire: 0 });

    expect(await a.get('read-catalog', fetchContext(['catalog']))).toBeNull();
    expect(await a.get('/ro/catalog', pageContext)).toBeNull();

    clockAt(T + 1);
    await a.set('/ro/catalog', page('<p>new</p>', ['_N_T_/layout', 'catalog']), {
      cacheControl: pageCacheControl,
    });
    expect((await new serverB(context).get('/ro/catalog', pageContext))?.value).toMatchObject({
      html: '<p>new</p>',
    });
  });

  it("misses an entry when one of Next's implicit path tags expired (revalidatePath passes no durations)", async () => {
    const a = new serverA(context);
    const b = new serverB(context);
    clockAt(T);
    await a.set('read-about', dataRead('about', ['content']), {
      fetchCache: true,
      tags: ['content'],
    });
    await a.set('/en/about', page('<p>about</p>', ['_N_T_/layout', '_N_T_/en/about', 'content']), {
      cacheControl: pageCacheControl,
    });
    const softTags = ['_N_T_/layout', '_N_T_/[locale]/layout', '_N_T_/en/about'];
    expect(await b.get('read-about', fetchContext(['content'], softTags))).not.toBeNull();

    await b.revalidateTag(['_N_T_/en/about']);
    expect(await a.get('read-about', fetchContext(['content'], softTags))).toBeNull();
    // The same read made for another page is not under that page's path tag.
    expect(
      await a.get('read-about', fetchContext(['content'], ['_N_T_/layout', '_N_T_/en/contacts'])),
    ).not.toBeNull();

    await b.revalidateTag('_N_T_/layout');
    expect(await a.get('/en/about', pageContext)).toBeNull();
  });

  it('leaves entries under other tags alone', async () => {
    const a = new serverA(context);
    await a.set('read-content', dataRead('content', ['content']), {
      fetchCache: true,
      tags: ['content'],
    });
    await a.set('/en/contacts', page('<p>contacts</p>', ['_N_T_/en/contacts', 'content']), {
      cacheControl: pageCacheControl,
    });

    await new serverB(context).revalidateTag(['catalog', 'product:door-1'], { expire: 0 });

    expect(await a.get('read-content', fetchContext(['content']))).not.toBeNull();
    expect(await a.get('/en/contacts', pageContext)).not.toBeNull();
  });

  it('keeps serving an entry whose tag expires later, as revalidateTag with a future expire asks', async () => {
    const a = new serverA(context);
    await a.set('read-later', dataRead('later', ['content']), {
      fetchCache: true,
      tags: ['content'],
    });
    await new serverB(context).revalidateTag('content', { expire: 3600 });
    expect(await a.get('read-later', fetchContext(['content']))).not.toBeNull();
  });

  it("does not serve another build's pages", async () => {
    await new serverA(context).set('/en/build-scoped', page('<p>build 1</p>', ['content']), {
      cacheControl: pageCacheControl,
    });
    expect(
      await new serverB(buildContext('build-2')).get('/en/build-scoped', pageContext),
    ).toBeNull();
  });
});

describe('the Redis cache handler without Redis', () => {
  let redis: RedisServer;
  let server: RedisCacheHandlerClass;
  const context = {};

  beforeAll(async () => {
    redis = await createRedis();
    server = createRedisCacheHandler({ url: redis.url, log: quiet });
  });

  afterAll(async () => {
    await server?.close();
    await redis?.destroy();
  });

  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: performance.now() - started };
  };

  it('misses and skips writes within a bounded time while Redis is down, and serves again once it is back', async () => {
    const handler = new server(context);
    await handler.set('read-outage', dataRead('before', ['catalog']), {
      fetchCache: true,
      tags: ['catalog'],
    });
    expect(await handler.get('read-outage', fetchContext(['catalog']))).not.toBeNull();

    await redis.stop();

    const read = await timed(() => handler.get('read-outage', fetchContext(['catalog'])));
    expect(read.result).toBeNull();
    expect(read.ms).toBeLessThan(OUTAGE_BOUND_MS);
    const write = await timed(() =>
      handler.set('read-outage', dataRead('during', ['catalog']), {
        fetchCache: true,
        tags: ['catalog'],
      }),
    );
    expect(write.ms).toBeLessThan(OUTAGE_BOUND_MS);
    const expire = await timed(() => handler.revalidateTag('catalog', { expire: 0 }));
    expect(expire.ms).toBeLessThan(OUTAGE_BOUND_MS);

    await redis.start();
    await vi.waitFor(
      async () => {
        await handler.set('read-back', dataRead('after', ['catalog']), {
          fetchCache: true,
          tags: ['catalog'],
        });
        expect(await handler.get('read-back', fetchContext(['catalog']))).not.toBeNull();
      },
      { timeout: 10_000, interval: 50 },
    );
  }, 20_000);

  it('misses within the command timeout when Redis was never reachable', async () => {
    const unreachable = createRedisCacheHandler({ url: 'redis://127.0.0.1:1', log: quiet });
    try {
      const handler = new unreachable(context);
      const first = await timed(() => handler.get('anything', fetchContext([])));
      expect(first.result).toBeNull();
      expect(first.ms).toBeLessThan(OUTAGE_BOUND_MS);
      const write = await timed(() =>
        handler.set('anything', dataRead('x', []), { fetchCache: true, tags: [] }),
      );
      expect(write.ms).toBeLessThan(OUTAGE_BOUND_MS);
    } finally {
      await unreachable.close();
    }
  });
});
