// Issue 28 (docs/adr/0008-shared-cache-in-redis.md): Next's incremental cache — ISR pages and the
// tagged data-cache reads of lib/api/cached-transport.ts — kept in Redis, so every `next start`
// behind the proxy serves and expires the same entries. next.config.ts names this file as
// `cacheHandler` when REDIS_URL is set. Plain ESM: Next imports it by path, outside the bundle.
//
// An entry is stored with the tags it was rendered under and the time it was written; the time a
// tag expires is a field of one Redis hash that every instance reads. An entry is a miss once one
// of its tags (its own, or the implicit `_N_T_/…` path tags Next passes) expired after the entry was
// written. Redis being slow or down is a miss and a skipped write, never an error: the page is
// rendered afresh.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@redis/client';

/** How long a request waits for Redis before it renders without it. */
export const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * Next serves a data entry past its `revalidate` while it refreshes it, and gives no lifetime
 * beyond that; one nobody read (and so refreshed) for this long is dropped.
 */
const DATA_ENTRY_SECONDS = 14 * 24 * 60 * 60;

/**
 * Issue 41: a page is kept about as long as it stays fresh, not for Next's `expire` (a year): a page
 * nobody asked for again within an hour past its revalidation is rendered anew when asked.
 */
const PAGE_GRACE_SECONDS = 60 * 60;

/** An entry's lifetime in Redis: its revalidation and a grace period, never past its `expire`. */
export function entrySeconds(cacheControl) {
  const expire =
    typeof cacheControl?.expire === 'number' && cacheControl.expire > 0
      ? cacheControl.expire
      : DATA_ENTRY_SECONDS;
  const revalidate = cacheControl?.revalidate;
  if (typeof revalidate !== 'number' || revalidate <= 0) return expire;
  return Math.min(expire, revalidate + PAGE_GRACE_SECONDS);
}

const NAMESPACE = 'storefront:next-cache:';
/** Shared by every build, so a tag expired during a rolling deploy expires on old and new instances. */
export const TAG_EXPIRATIONS_KEY = `${NAMESPACE}tag-expirations`;

/** The header in which Next stores the tags of a rendered page or route. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

class RedisTimeout extends Error {
  constructor(ms) {
    super(`Redis did not answer within ${ms} ms`);
  }
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeout(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Pages and routes hold Buffers (RSC payload, segment data, route bodies) and a Map of segments. */
function encode(key, value) {
  const raw = this[key];
  if (raw instanceof Uint8Array)
    return { $binary: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  return value;
}

function decode(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$binary === 'string') return Buffer.from(value.$binary, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

/** The tags an entry was rendered under: a data read's own, or the page's header. */
function tagsOf(data, ctx) {
  const tags = new Set(ctx?.tags ?? []);
  for (const tag of data?.tags ?? []) tags.add(tag);
  const header = data?.headers?.[CACHE_TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

const buildIds = new Map();

/** Entries of one build only: another build's HTML names scripts this one does not have. */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'no-build';
  if (!buildIds.has(serverDistDir)) {
    let id = 'no-build';
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || id;
    } catch {
      // `next build` writes BUILD_ID before it prerenders; a handler made without one only misses.
    }
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

/**
 * One connection per handler class: Next makes a handler per request, so the class holds it. It
 * connects on first use and reconnects by itself; until it is ready, commands fail at once
 * (`disableOfflineQueue`) instead of waiting in a queue, and a request renders without Redis.
 */
function connection(url, log) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  let healthy = true;
  client.on('error', (error) => {
    if (healthy)
      log.warn(`[redis cache] ${error.message}; serving without the shared cache until it is back`);
    healthy = false;
  });
  client.on('ready', () => {
    if (!healthy) log.info('[redis cache] connected again');
    healthy = true;
  });
  let connecting = null;
  return {
    client,
    /**
     * Resolves once the client can take commands. Only the first connection is waited for (within
     * the command timeout); while the client reconnects after a failure, it rejects at once.
     */
    async ready() {
      if (client.isReady) return;
      if (connecting && !healthy) throw new Error('Redis is not connected');
      if (!connecting) {
        connecting = client.connect();
        // Awaited below only within the timeout; a failure after that must not go unhandled.
        connecting.catch(() => {});
      }
      await withTimeout(connecting, COMMAND_TIMEOUT_MS);
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}

/**
 * A cache handler class (Next's `cacheHandler` interface: get, set, revalidateTag,
 * resetRequestCache) that keeps its entries and tag expirations in the Redis at `url`. Each class
 * has its own connection, so two classes in one test act as two servers.
 */
export function createRedisCacheHandler({ url, log = console } = {}) {
  if (!url) throw new Error('[redis cache] no Redis URL: set REDIS_URL');
  const redis = connection(url, log);

  async function command(run) {
    await redis.ready();
    return withTimeout(run(redis.client), COMMAND_TIMEOUT_MS);
  }

  return class RedisCacheHandler {
    static close = () => redis.close();

    constructor(ctx = {}) {
      this.entryPrefix = `${NAMESPACE}${buildIdOf(ctx.serverDistDir)}:`;
    }

    async get(key, ctx) {
      try {
        const stored = await command((client) => client.get(this.entryPrefix + key));
        if (!stored) return null;
        const entry = JSON.parse(stored, decode);
        const tags = [...new Set([...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
        if (tags.length > 0) {
          const expirations = await command((client) => client.hmGet(TAG_EXPIRATIONS_KEY, tags));
          const now = Date.now();
          if (
            expirations.some(
              (expiredAt) =>
                expiredAt !== null &&
                // Written in the very millisecond its tag expired: stale. A miss costs one render;
                // a stale hit would show the old prices (the CI run of 2d26950 met that millisecond).
                Number(expiredAt) >= entry.lastModified &&
                Number(expiredAt) <= now,
            )
          )
            return null;
        }
        return {
          lastModified: entry.lastModified,
          value: entry.value,
          cacheControl: entry.cacheControl ?? undefined,
        };
      } catch {
        return null;
      }
    }

    async set(key, data, ctx) {
      // Issue 41: a 404 is no page of the shop. Kept, every unknown URL a client made up took a
      // page's room for a year; rendered again on demand, it costs only the render.
      if (data?.status === 404) return;
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
      const entry = {
        lastModified: Date.now(),
        tags: tagsOf(data, ctx),
        cacheControl: cacheControl ?? null,
        value: data,
      };
      const seconds = entrySeconds(cacheControl);
      try {
        await command((client) =>
          client.set(this.entryPrefix + key, JSON.stringify(entry, encode), {
            EX: Math.ceil(seconds),
          }),
        );
      } catch {
        // A write that fails leaves the entry to be rendered again by the next request.
      }
    }

    /**
     * Next 16 passes `durations.expire` in seconds (`revalidateTag(tag, { expire: 0 })`: at once);
     * without durations (revalidatePath, updateTag) the tags expire at once.
     */
    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const expiredAt = String(Date.now() + (durations?.expire ?? 0) * 1000);
      try {
        await command((client) =>
          client.hSet(TAG_EXPIRATIONS_KEY, Object.fromEntries(list.map((tag) => [tag, expiredAt]))),
        );
      } catch (error) {
        log.warn(
          `[redis cache] tags ${list.join(', ')} not expired in Redis: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }

    resetRequestCache() {}
  };
}

let shared = null;

/**
 * The handler next.config.ts names: one connection per server process, to REDIS_URL (read when
 * Next makes the first handler, not when it imports this file).
 */
export default class RedisCacheHandler {
  constructor(ctx) {
    shared ??= createRedisCacheHandler({ url: process.env.REDIS_URL?.trim() });
    return new shared(ctx);
  }
}
