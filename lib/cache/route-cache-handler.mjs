// The full-route cache of `next start` (Next's own file-system handler, next.config.ts
// `cacheHandler`), with one change: entries whose number has no bound stay in memory only.
//
// Why: Next writes every entry to disk (a page is about 350 kB of HTML, flight data and segments)
// and never removes one. Three kinds of entry grow with what visitors type rather than with the
// catalog, so a crawler walking page numbers, or anyone typing searches or made-up slugs, could fill
// the disk:
// - pages keyed by a query string (proxy.ts's `~q` segment, lib/routing/query-segment.ts: a search
//   text, a page number, a works category);
// - pages that answer 404 (an unknown slug);
// - the data cache's provider reads (lib/api/cached-transport.ts), keyed by a hash of their URL.
//   They are in-process reads that cost little to repeat after a restart.
// In memory they share Next's LRU (`cacheMaxMemorySize`, 50 MB by default) with everything else: the
// oldest drop out and are rendered or read again when asked. Every other page keeps Next's
// behaviour (memory, then disk), so the catalog's pages still survive a restart.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** A route-cache key of a page behind proxy.ts's query segment: `…/{locale}/~q/{segment}/…`. */
export const isQueryKeyed = (key) => /\/~q\/[A-Za-z0-9_-]+(\/|$)/.test(key);

/** Whether an entry may go to disk: a page of the catalog or content, not one of the unbounded kinds. */
export const keepsOnDisk = (key, data) =>
  !isQueryKeyed(key) && data?.kind !== 'FETCH' && !(data?.kind === 'APP_PAGE' && data.status === 404);

export default class RouteCacheHandler extends FileSystemCache {
  set(key, data, ctx) {
    if (keepsOnDisk(key, data)) return super.set(key, data, ctx);
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
