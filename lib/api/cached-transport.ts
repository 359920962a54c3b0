import 'server-only';
import { unstable_cache } from 'next/cache';
import type { CacheDeclaration } from '../cache/manifest';
import type { Transport } from './http';

interface Snapshot {
  status: number;
  contentType: string | null;
  body: string;
}

/** What was computed for the data cache, and whether it may be kept (a failure is answered, not kept). */
export interface Derived<T> {
  value: T;
  /** false when a read failed and the value holds a fallback: answered, not kept. */
  complete: boolean;
}

/** A value that must not be kept: unstable_cache stores nothing when its callback throws. */
class NotCacheable<T> extends Error {
  constructor(readonly value: T) {
    super('not cacheable');
  }
}

/**
 * The one call of Next's data cache (ADR 53, 70): `compute`'s value kept under `keyParts`, `tags`
 * and a lifetime of `seconds`, unless it is incomplete.
 */
async function kept<T>(
  keyParts: string[],
  tags: string[],
  seconds: number,
  compute: () => Promise<Derived<T>>,
): Promise<T> {
  const read = unstable_cache(
    async () => {
      const { value, complete } = await compute();
      if (!complete) throw new NotCacheable(value);
      return value;
    },
    keyParts,
    { tags, revalidate: seconds },
  );
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotCacheable) return error.value as T;
    throw error;
  }
}

const toResponse = ({ status, contentType, body }: Snapshot) =>
  new Response(status === 204 ? null : body, {
    status,
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

/**
 * The data cache of single reads (ADR 53): the reads of a loader that declared a cache
 * profile (`cachedApi` of lib/api/server.ts) are kept under that declaration's tags and lifetime, so
 * that a page rendered from them is tagged too and POST /revalidate expires it. Only anonymous GETs
 * are shared, whatever was declared; only answers a visitor may see again are kept (2xx: not a 404
 * or a 5xx of an outage).
 */
export function cachedTransport(send: Transport, declaration: CacheDeclaration): Transport {
  const tags = [...declaration.tags];
  return async (request) => {
    if (request.method !== 'GET' || request.headers.has('Authorization')) return send(request);
    const snapshot = await kept(
      ['provider-read', request.url, request.headers.get('Accept-Language') ?? '', ...tags],
      tags,
      declaration.seconds,
      async () => {
        const response = await send(request);
        return {
          value: {
            status: response.status,
            contentType: response.headers.get('Content-Type'),
            body: await response.text(),
          } satisfies Snapshot,
          // Issue 41: a 404 (a slug someone made up) is not kept either: every new one took room.
          complete: response.ok,
        };
      },
    );
    return toResponse(snapshot);
  };
}

/**
 * A value a loader derives from several public reads, kept as one entry of the same data cache under
 * the tags of the profiles its reads belong to and the shortest of their lifetimes, so POST
 * /revalidate expires it as it would each read (issue 40: the shell's nine reads were each taken from
 * the cache, parsed and checked against the contract on every request, ADR 70). The reads inside are
 * not kept on their own: one entry, one lifetime. `key` names the value; a value with a failed read
 * in it is answered but not kept, as a failed read is not.
 */
export function cachedDerived<T>(
  key: readonly string[],
  declarations: readonly CacheDeclaration[],
  derive: () => Promise<Derived<T>>,
): Promise<T> {
  const tags = [...new Set(declarations.flatMap((declaration) => declaration.tags))];
  const seconds = Math.min(...declarations.map((declaration) => declaration.seconds));
  return kept(['derived', ...key, ...tags], tags, seconds, derive);
}
