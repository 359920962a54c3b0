/**
 * Opens, migrates and seeds the bundled provider's database when the server starts, not on first
 * visit, and closes it on SIGTERM/SIGINT once the requests in flight are done.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The SEO preview's staff token: generated and logged when SEO_PREVIEW_TOKEN is unset (issue 26).
  (await import('./features/seo/preview-access')).ensureSeoPreviewToken();
  if (process.env.PROVIDER_API_URL) return;
  const [{ getProvider, closeProvider }, { installGracefulShutdown }] = await Promise.all([import('./provider'), import('./provider/shutdown')]);
  installGracefulShutdown(closeProvider);
  await getProvider();
}
