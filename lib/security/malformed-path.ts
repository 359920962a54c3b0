// Issue 26: a path whose percent-encoding decodes to no UTF-8 text (`/%FF`, `/%C0%AF`, `/%E0%A4%A`,
// `/backend/%FF`) names nothing. Next 16.4 decodes the params of a dynamic route (app/[locale],
// app/backend/[[...path]]) when it matches the path (route-matcher.js throws a DecodeError); its
// router then renders a /400 page, which an App Router build does not have, and falls back to a bare
// 500 without security headers. That happens after proxy.ts and before any route handler, so proxy.ts
// (the framework's middleware, which sees such paths of pages and of /backend) answers them: a 400
// with the usual headers.
import { API_CONTENT_SECURITY_POLICY, hstsHeader, STATIC_SECURITY_HEADERS } from './headers';

/** True when a segment of the path (still percent-encoded, as sent) does not decode. */
export function isMalformedPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

export const BAD_PATH_BODY = 'Bad Request: malformed URL encoding';

/** Headers of the 400: plain text that nothing may load, frame or sniff, never cached. */
export function badPathHeaders(
  env: { NODE_ENV?: string; SITE_URL?: string } = process.env,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  };
  for (const { key, value } of STATIC_SECURITY_HEADERS) headers[key] = value;
  const hsts = hstsHeader({ NODE_ENV: env.NODE_ENV, SITE_URL: env.SITE_URL });
  if (hsts) headers['Strict-Transport-Security'] = hsts;
  return headers;
}
