/**
 * Stops the server on an invalid environment, with the reason (lib/config: SITE_URL in a real
 * deployment). Normalizes the forwarding headers of every request (lib/security/forwarded.ts). Opens, migrates
 * and seeds the bundled provider's database when the server starts, not on first visit, and closes
 * it on SIGTERM/SIGINT once the requests in flight are done.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before any request: only TRUSTED_PROXY_HOPS proxies' X-Forwarded-* are believed; the headers
  // are rewritten to the resolved client, host and scheme, so everything after may read them.
  const [{ getConfigOrExit }, { installForwardedHeaders }] = await Promise.all([
    import('./lib/config'),
    import('./lib/security/forwarded'),
  ]);
  installForwardedHeaders(getConfigOrExit().TRUSTED_PROXY_HOPS);
  // The SEO preview's staff token: generated and logged when SEO_PREVIEW_TOKEN is unset (issue 26).
  (await import('./features/seo/preview-access')).ensureSeoPreviewToken();
  if (process.env.PROVIDER_API_URL) return;
  const [{ getProvider, closeProvider }, { installGracefulShutdown }] = await Promise.all([
    import('./provider'),
    import('./provider/shutdown'),
  ]);
  installGracefulShutdown(closeProvider);
  await getProvider();
}
