/** A route-cache key of a page behind proxy.ts's query segment: `…/{locale}/~q/{segment}/…`. */
export function isQueryKeyed(key: string): boolean;

/** Whether an entry may go to disk: not query-keyed, not a 404 page, not a data-cache read. */
export function keepsOnDisk(key: string, data: unknown): boolean;

interface CacheContext {
  kind?: string;
  [key: string]: unknown;
}

/** Next's file-system cache handler, keeping the unbounded kinds of entry in memory only. */
export default class RouteCacheHandler {
  constructor(options: { fs: unknown; flushToDisk: boolean; serverDistDir: string; revalidatedTags: string[]; maxMemoryCacheSize: number });
  get(key: string, ctx: CacheContext): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: CacheContext): Promise<void>;
}
