import type { MiddlewareHandler } from 'hono';
import {
  API_CONTENT_SECURITY_POLICY,
  hstsHeader,
  STATIC_SECURITY_HEADERS,
} from '../../lib/security/headers';

/**
 * The test bank's HTML pages (provider/payments/page.ts) carry an inline stylesheet and post their
 * forms back here; nothing else may load or run.
 */
export const PROVIDER_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Issue 11: every provider answer (JSON, files, the test bank's pages, errors) gets these headers. */
export function securityHeaders(
  env: { NODE_ENV?: string; SITE_URL?: string } = process.env,
): MiddlewareHandler {
  const hsts = hstsHeader(env);
  return async (c, next) => {
    await next();
    const html = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false;
    c.res.headers.set(
      'Content-Security-Policy',
      html ? PROVIDER_HTML_CSP : API_CONTENT_SECURITY_POLICY,
    );
    for (const { key, value } of STATIC_SECURITY_HEADERS) c.res.headers.set(key, value);
    if (hsts) c.res.headers.set('Strict-Transport-Security', hsts);
  };
}
