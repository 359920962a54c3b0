// The security headers that do not depend on the request, in plain JavaScript so that the custom
// server (scripts/server.mjs) sends the same ones as next.config.ts, proxy.ts and the provider
// (lib/security/headers.ts re-exports them).

/** The provider's JSON and files: nothing in them may load or run anything, nor be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers that are the same on every answer (pages, assets and the API). */
export const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()' },
];

/** Two years, the HSTS preload list's minimum; subdomains too, since the shop owns its domain. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * HSTS only when a production server answers on an https SITE_URL: on http (local runs, the e2e
 * server) the browser ignores it anyway, and a development machine must not pin localhost to https.
 */
export function hstsHeader(env) {
  return env.NODE_ENV === 'production' && env.SITE_URL?.startsWith('https://') ? HSTS_VALUE : null;
}
