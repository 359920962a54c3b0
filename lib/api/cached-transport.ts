import 'server-only';
import { unstable_cache } from 'next/cache';
import type { CacheDeclaration } from '../cache/manifest';
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
 * The one helper over Next's data cache (ADR 53): the reads of a loader that declared a cache
 * profile (`cachedApi` of lib/api/server.ts) are kept under that declaration's tags and lifetime, so
 * that a page rendered from them is tagged too and POST /revalidate expires it. Only anonymous GETs
 * are shared, whatever was declared; only answers a visitor may see again are kept (2xx: not a 404
 * or a 5xx of an outage).
 */
export function cachedTransport(send: Transport, declaration: CacheDeclaration): Transport {
  const tags = [...declaration.tags];
  return async (request) => {
    if (request.method !== 'GET' || request.headers.has('Authorization')) return send(request);
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
      ['provider-read', request.url, request.headers.get('Accept-Language') ?? '', ...tags],
      { tags, revalidate: declaration.seconds },
    );
    try {
      return toResponse(await read());
    } catch (error) {
      if (error instanceof NotCacheable) return toResponse(error.snapshot);
      throw error;
    }
  };
}
