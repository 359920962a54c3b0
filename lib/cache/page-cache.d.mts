import type { IncomingMessage, ServerResponse } from 'node:http';

export const PAGE_CACHE_SECONDS: number;
export const PAGE_CACHE_MAX_BYTES: number;

/** Drops every kept page (after an on-demand revalidation). */
export function clearPageCache(): void;

/** The key of a request whose answer may be kept, or null. */
export function pageCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;

/** Whether an answer, as its head goes out, is a page Next served from its cache to anyone. */
export function isSharedPage(res: Pick<ServerResponse, 'statusCode' | 'getHeader'>): boolean;

/** A short-lived copy of Next's cached pages in front of Next (server.mjs). */
export class PageCache {
  constructor(options?: { now?: () => number; maxBytes?: number; register?: boolean });
  readonly size: number;
  clear(): void;
  /** Sends the kept copy; brotli or gzip from bytes compressed once when `acceptEncoding` (given when answers may be compressed) takes them. */
  serve(req: IncomingMessage, res: ServerResponse, nonce: string, acceptEncoding?: string, compressText?: () => void): boolean;
  capture(req: IncomingMessage, res: ServerResponse, nonce: string): void;
}
