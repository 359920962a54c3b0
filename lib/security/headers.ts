/**
 * Issue 11: the security headers of every page and API answer, built in one place for proxy.ts,
 * next.config.ts and the provider.
 *
 * Every page gets a fresh nonce and `'strict-dynamic'`, so no inline script without the nonce runs.
 * Pages rendered per request (cart, search, calculators…) get it from Next, which reads it from the
 * request's CSP header; pages from the ISR cache get it from server.mjs, which writes it onto Next's
 * own scripts as the cached HTML streams out (lib/security/script-nonce.mjs). Without that server
 * (`next dev`, plain `next start`) cached pages cannot carry a nonce, and Next writes its RSC payload
 * as inline scripts: there they get the nonce-less policy, `'unsafe-inline'` for scripts, with every
 * other directive as strict.
 */

export interface CspOptions {
  /** A per-request nonce: the strict policy. Absent: cached pages without server.mjs in front. */
  nonce?: string;
  /** `next dev` evaluates its modules with eval(); production never does. */
  development?: boolean;
}

export function contentSecurityPolicy({ nonce, development = false }: CspOptions): string {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (development) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React writes style attributes (progress bar, layout measurements); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ].join('; ');
}

export { API_CONTENT_SECURITY_POLICY, HSTS_VALUE, hstsHeader, STATIC_SECURITY_HEADERS } from './static-headers.mjs';
export { createNonce } from './nonce-header.mjs';
