// Issue 26: a path whose percent-encoding decodes to no UTF-8 text (`/%FF`, `/%C0%AF`, `/%E0%A4%A`,
// `/backend/%FF`) names nothing. Next 16.4 decodes the params of a dynamic route (app/[locale],
// app/backend/[[...path]]) when it matches the path (route-matcher.js throws a DecodeError); its
// router (router-server.js) then renders a /400 page, which an App Router build does not have, and
// falls back to a bare 500 without security headers. That happens after proxy.ts (which next-intl's
// middleware lets such a path through) and before any route handler. So the custom server
// (scripts/server.mjs) answers it before Next, and proxy.ts for pages where that server is not in
// front: a 400 with the usual headers.
import { API_CONTENT_SECURITY_POLICY, hstsHeader, STATIC_SECURITY_HEADERS } from './static-headers.mjs';

/** True when a segment of the path (still percent-encoded, as sent) does not decode. */
export function isMalformedPath(pathname) {
  return pathname.split('/').some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

/** The path of a request target: origin form (`/a/b?q`) or absolute form (`http://host/a/b?q`). */
export function targetPath(target) {
  if (target.startsWith('/')) return target.replace(/[?#].*$/s, '');
  try {
    return new URL(target).pathname;
  } catch {
    return '/';
  }
}

export const BAD_PATH_BODY = 'Bad Request: malformed URL encoding';

/** Headers of the 400: plain text that nothing may load, frame or sniff, never cached. */
export function badPathHeaders(env = process.env) {
  const headers = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  };
  for (const { key, value } of STATIC_SECURITY_HEADERS) headers[key] = value;
  const hsts = hstsHeader({ NODE_ENV: env.NODE_ENV, SITE_URL: env.SITE_URL });
  if (hsts) headers['Strict-Transport-Security'] = hsts;
  return headers;
}

/** For a Node server: answers a request with a malformed path (true), or leaves it alone (false). */
export function rejectMalformedPath(req, res, env = process.env) {
  if (!isMalformedPath(targetPath(req.url ?? '/'))) return false;
  res.writeHead(400, badPathHeaders(env));
  res.end(req.method === 'HEAD' ? undefined : BAD_PATH_BODY);
  return true;
}
