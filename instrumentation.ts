/**
 * Stops the server on an invalid environment, with the reason (lib/config: SITE_URL in a real
 * deployment). Normalizes the forwarding headers of every request (lib/security/forwarded.ts). Opens, migrates
 * and seeds the bundled provider's database when the server starts, not on first visit, and closes
 * it on SIGTERM/SIGINT once the requests in flight are done (with PROVIDER_API_URL: no database,
 * only the requests to finish).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before any request: only TRUSTED_PROXY_HOPS proxies' X-Forwarded-* are believed; the headers
  // are rewritten to the resolved client, host and scheme, so everything after may read them.
  const [{ getConfigOrExit }, { installForwardedHeaders }, { log }] = await Promise.all([
    import('./lib/config'),
    import('./lib/security/forwarded'),
    import('./lib/log'),
  ]);
  const config = getConfigOrExit();
  installForwardedHeaders(config.TRUSTED_PROXY_HOPS, config.TRUSTED_PROXY_ADDRESSES);
  // The SEO preview's staff token: generated and logged when SEO_PREVIEW_TOKEN is unset (issue 26).
  (await import('./features/seo/preview-access')).ensureSeoPreviewToken();
  const { installGracefulShutdown } = await import('./provider/shutdown');
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    log.warn(
      'NEXT_MANUAL_SIG_HANDLE is not set: next start may exit on SIGTERM before the requests in flight are done (npm start sets it)',
    );
  }
  // With PROVIDER_API_URL there is no database here (ADR 35): only the requests in flight to finish.
  if (process.env.PROVIDER_API_URL) {
    installGracefulShutdown(async () => {});
    return;
  }
  const { getProvider, closeProvider } = await import('./provider');
  installGracefulShutdown(closeProvider);
  await getProvider();
}
