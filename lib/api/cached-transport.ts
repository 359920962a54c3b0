import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheEntryFor } from '../cache/manifest';
import type { Transport } from './http';

interface Snapshot {
  status: number;
  contentType: string | null;
  body: string;
}

/** An answer that must not be kept (a failure): unstable_cache stores nothing when its callback throws. */
class NotCacheable extends Error {
  constructor(readonly snapshot: Snapshot) {
    super('not cacheable');
  }
}

const toResponse = ({ status, contentType, body }: Snapshot) =>
  new Response(status === 204 ? null : body, {
    status,
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

/**
 * Public catalog and content reads go through Next's data cache with their tags, so that a page
 * rendered from them is tagged too (lib/cache/manifest.ts: the tags and lifetime of each read). Only anonymous GETs of listed paths are
 * shared; only answers a visitor may see again are kept (2xx: not a 404 or a 5xx of an outage).
 * `providerPath` names a request's path as the provider's routes spell it (`/products/x`), or null
 * for a URL that is not the provider's.
 */
export function cachedTransport(
  send: Transport,
  providerPath: (url: URL) => string | null,
): Transport {
  return async (request) => {
    const path = providerPath(new URL(request.url));
    const entry =
      request.method === 'GET' && !request.headers.has('Authorization') && path !== null
        ? cacheEntryFor(path)
        : null;
    if (!entry) return send(request);
    const read = unstable_cache(
      async (): Promise<Snapshot> => {
        const response = await send(request);
        const snapshot = {
          status: response.status,
          contentType: response.headers.get('Content-Type'),
          body: await response.text(),
        };
        // Issue 41: a 404 (a slug someone made up) is not kept either: every new one took room.
        if (!response.ok) throw new NotCacheable(snapshot);
        return snapshot;
      },
      ['provider-read', request.url, request.headers.get('Accept-Language') ?? ''],
      { tags: entry.tags, revalidate: entry.seconds },
    );
    try {
      return toResponse(await read());
    } catch (error) {
      if (error instanceof NotCacheable) return toResponse(error.snapshot);
      throw error;
    }
  };
}
