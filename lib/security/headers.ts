/**
 * Issue 11 and issue 28: the security headers of every page and API answer, built in one place for
 * proxy.ts, next.config.ts and the provider. The CSP depends on the class of page
 * (docs/adr/0006-csp-per-page-class.md):
 *
 * - Pages that show a visitor's data or input (cart, search, account pages, the SEO preview…) render
 *   per request: a fresh nonce and `'strict-dynamic'`, which Next puts on its own scripts (it reads
 *   the nonce from the request's CSP header, set by proxy.ts).
 * - Cached public pages are rendered once for everyone and cannot carry a nonce; Next writes its RSC
 *   payload as inline scripts, so they get the static policy from next.config.ts `headers()`
 *   (pageHeaders below): scripts from 'self' and `'unsafe-inline'`, every other directive as strict.
 */

export interface CspOptions {
  /** A per-request nonce: the strict policy of dynamic pages. Absent: the static policy of cached pages. */
  nonce?: string;
  /** `next dev` evaluates its modules with eval(); production never does. */
  development?: boolean;
  /**
   * Where the browser calls the API (NEXT_PUBLIC_PROVIDER_API_URL, NEXT_PUBLIC_CALCULATOR_API_URL,
   * inlined at build time): an absolute URL on another origin is allowed in connect-src (ADR 35).
   */
  apiUrls?: (string | undefined)[];
}

const BROWSER_API_URLS = [
  process.env.NEXT_PUBLIC_PROVIDER_API_URL,
  process.env.NEXT_PUBLIC_CALCULATOR_API_URL,
];

/** The origins of the absolute URLs among `urls`; a same-origin path needs none. */
function apiOrigins(urls: (string | undefined)[]): string[] {
  const origins = urls.flatMap((url) => (url && URL.canParse(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

export function contentSecurityPolicy({
  nonce,
  development = false,
  apiUrls = BROWSER_API_URLS,
}: CspOptions): string {
  const scripts = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'"];
  if (development) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React writes style attributes (progress bar, layout measurements); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...apiOrigins(apiUrls)].join(' '),
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

/** A nonce of 128 random bits, base64 as CSP expects (Web Crypto: the proxy and Node alike). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The provider's JSON and files: nothing in them may load or run anything, nor be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers that are the same on every answer (pages, assets and the API). */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()',
  },
];

/**
 * The headers next.config.ts gives every page: the fixed ones and the static policy. The policy's
 * name is lower-case as proxy.ts writes it, so on a dynamic page the proxy's nonce policy replaces it
 * (Next applies the config's headers first, then the proxy's) instead of adding a second one.
 */
export function pageHeaders({ development = false }: { development?: boolean } = {}): {
  key: string;
  value: string;
}[] {
  return [
    ...STATIC_SECURITY_HEADERS,
    { key: 'content-security-policy', value: contentSecurityPolicy({ development }) },
  ];
}

/** Two years, the HSTS preload list's minimum; subdomains too, since the shop owns its domain. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * HSTS only when a production server answers on an https SITE_URL: on http (local runs, the e2e
 * server) the browser ignores it anyway, and a development machine must not pin localhost to https.
 */
export function hstsHeader(env: { NODE_ENV?: string; SITE_URL?: string }): string | null {
  return env.NODE_ENV === 'production' && env.SITE_URL?.startsWith('https://') ? HSTS_VALUE : null;
}
