/**
 * Cross-site request refusal for the few state-changing endpoints a browser reaches with cookies
 * alone (the storefront's session handlers, the test bank's callback): SameSite=Lax still lets
 * another site's top-level form POST through, so these check where the request came from.
 */
export interface OriginPolicy {
  /** The public address of the shop (SITE_URL); its host is always ours. */
  siteUrl?: string;
  /**
   * The host this request reached (Host, or X-Forwarded-Host as installForwardedHeaders left it:
   * only a trusted proxy's, see TRUSTED_PROXY_HOPS), also ours behind a proxy.
   */
  requestHost?: string | null;
  /**
   * Whether a request with neither Origin nor Sec-Fetch-Site is refused. Browsers send Origin on
   * every fetch POST, so the session handlers require it; a form POST from an old browser without
   * either header still reaches the bank callback, which is safe to replay.
   */
  requireOrigin: boolean;
}

function hostOf(url: string | undefined | null): string | null {
  if (!url || url === 'null') return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function isSameSiteRequest(headers: Headers, policy: OriginPolicy): boolean {
  const ours = new Set<string>();
  const site = hostOf(policy.siteUrl);
  if (site) ours.add(site);
  if (policy.requestHost) ours.add(policy.requestHost.trim().toLowerCase());

  const origin = headers.get('origin');
  if (origin !== null) {
    const host = hostOf(origin.trim());
    return host !== null && ours.has(host);
  }
  const fetchSite = headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite) return fetchSite === 'same-origin';
  return !policy.requireOrigin;
}

/**
 * The host a request reached, preferring X-Forwarded-Host. Trusted because every request's
 * forwarding headers are rewritten before any handler runs (lib/security/forwarded.ts): with
 * TRUSTED_PROXY_HOPS=0 a client's X-Forwarded-Host is dropped and the header is Host again.
 */
export function requestHost(headers: Headers): string | null {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
}
