/**
 * Drops every page the reverse proxy in front of the instances has cached: `PURGE <purgeUrl>/*`,
 * the wildcard key of ngx_cache_purge in deploy/nginx/shop.conf. Pages expired by POST /revalidate
 * are rendered afresh by the instances, but nginx would go on serving its copy for the page's
 * s-maxage. Nothing cached answers 404, which is as good as purged.
 */
export async function purgeProxyCache(purgeUrl: string, timeoutMs = 5_000): Promise<void> {
  const response = await fetch(`${purgeUrl}/*`, { method: 'PURGE', signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  if (!response.ok && response.status !== 404) throw new Error(`PURGE ${purgeUrl}/* answered ${response.status}`);
}
