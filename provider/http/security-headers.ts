import type { MiddlewareHandler } from 'hono';
import { CART_ID_HEADER } from '../../lib/api/headers';
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

/** The areas whose every answer is someone's own: their account, their cart, their orders. */
const PERSONAL_PATHS = /^\/backend\/api\/(auth|calculator\/(cart|orders))(\/|$)/;

/**
 * Issue 41: an answer that depends on who asks (credentials, a cart id, a personal area, a write)
 * must never be kept by a browser's or a proxy's cache, whatever the route forgot to say.
 */
function isPersonal(request: Request, path: string): boolean {
  return (
    !['GET', 'HEAD'].includes(request.method) ||
    request.headers.has('authorization') ||
    request.headers.has(CART_ID_HEADER) ||
    request.headers.has('cookie') ||
    PERSONAL_PATHS.test(path)
  );
}

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
    if (isPersonal(c.req.raw, c.req.path)) c.res.headers.set('Cache-Control', 'private, no-store');
    if (hsts) c.res.headers.set('Strict-Transport-Security', hsts);
  };
}
