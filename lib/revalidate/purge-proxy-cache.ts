/**
 * The first level of nginx's page cache: `levels=1:2` puts every cached answer under one of 16
 * folders named by a hex digit (deploy/nginx/shop-conf.mjs).
 */
export const CACHE_FOLDERS = [...'0123456789abcdef'];

/**
 * Drops every page the reverse proxy in front of the instances has cached: `DELETE <purgeUrl>/<d>/`
 * for each first-level folder of its cache, which nginx's own WebDAV DELETE removes (the purge
 * location of deploy/nginx/shop-conf.mjs; Debian's ngx_cache_purge crashes nginx 1.22, see
 * docs/operations.md). Pages expired by POST /revalidate are rendered afresh by the instances, but
 * nginx would go on serving its copy for the page's s-maxage. A folder that does not exist answers
 * 404, which is as good as purged.
 */
export async function purgeProxyCache(purgeUrl: string, timeoutMs = 5_000): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  const failed = await Promise.all(
    CACHE_FOLDERS.map(async (folder) => {
      const response = await fetch(`${purgeUrl}/${folder}/`, { method: 'DELETE', signal });
      await response.body?.cancel();
      return response.ok || response.status === 404 ? [] : [`${folder}/: ${response.status}`];
    }),
  );
  if (failed.flat().length > 0)
    throw new Error(`purging ${purgeUrl} failed: ${failed.flat().join(', ')}`);
}
