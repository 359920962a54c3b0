import { revalidatePath, revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { handleRevalidate } from '@/lib/revalidate/handler';
import { purgeProxyCache } from '@/lib/revalidate/purge-proxy-cache';

/** On-demand invalidation of the full-route cache (lib/revalidate/handler.ts) and of the proxy's copies. */
export async function POST(request: Request) {
  const { REVALIDATE_SECRET, CACHE_PURGE_URL } = getConfig();
  return handleRevalidate(request, REVALIDATE_SECRET, {
    // Expired at once: the next visit renders afresh instead of being served the stale page once more.
    tag: (tag) => revalidateTag(tag, { expire: 0 }),
    everything: () => revalidatePath('/', 'layout'),
    // `next start` starts writing the expirations to the cache handler when this handler returns;
    // after() runs once the answer is sent, so nginx is not purged before they are under way (else
    // it could fetch the old page once more and keep it for its s-maxage).
    purgeProxyCache: CACHE_PURGE_URL
      ? () =>
          after(() =>
            purgeProxyCache(CACHE_PURGE_URL).catch((error: unknown) =>
              log.error('the proxy cache was not purged', error),
            ),
          )
      : undefined,
  });
}
