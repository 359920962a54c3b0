/** Opens, migrates and seeds the bundled provider's database when the server starts, not on first visit. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.PROVIDER_API_URL) return;
  const { getProvider } = await import('./provider');
  await getProvider();
}
