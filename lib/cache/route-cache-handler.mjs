// The full-route cache of `next start` (Next's own file-system handler, next.config.ts
// `cacheHandler`), with one change: pages keyed by a query string stay in memory only.
//
// Why: proxy.ts gives every distinct listing query its own cache entry (lib/routing/query-segment.ts:
// a search text, a page number, a works category). Next writes each entry to disk (about 350 kB of
// HTML, flight data and segments) and never removes one, so a crawler walking page numbers, or anyone
// typing searches, could fill the disk. In memory they share Next's LRU (`cacheMaxMemorySize`, 50 MB
// by default) with everything else: the oldest drop out and render again when asked. Pages without
// a query keep Next's behaviour (memory, then disk).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** A route-cache key of a page behind proxy.ts's query segment: `…/{locale}/~q/{segment}/…`. */
export const isQueryKeyed = (key) => /\/~q\/[A-Za-z0-9_-]+(\/|$)/.test(key);

export default class RouteCacheHandler extends FileSystemCache {
  set(key, data, ctx) {
    if (!isQueryKeyed(key)) return super.set(key, data, ctx);
    // FileSystemCache.set puts the entry in the memory LRU, then reads flushToDisk, before its first
    // await: switched off for exactly that call. (route-cache-handler.test.ts holds this to Next's code.)
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flushToDisk;
    }
  }
}
