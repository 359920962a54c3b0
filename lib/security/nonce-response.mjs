// The response side of server.mjs's nonce (script-nonce.mjs): decides per response, when its headers
// go out, whether the body is a page to rewrite, and then rewrites what Next writes.
import { NONCE_POLICY_HEADER } from './nonce-header.mjs';
import { createNonceRewriter } from './script-nonce.mjs';

/**
 * The caching headers of a page whose body now differs per request. Without Content-Length (the
 * length changes) and ETag (a 304 would pair a cached body with a new nonce in the header), and
 * private, so no shared cache hands one visitor's nonce to everyone. `no-cache`, not `no-store`: the
 * browser may keep the page for back/forward navigation (bfcache) but asks again before reusing it.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

function setHeaders(res, headers) {
  if (Array.isArray(headers)) {
    // Node takes [[name, value], …] or the flat raw form [name, value, name, value, …].
    if (Array.isArray(headers[0])) for (const [name, value] of headers) res.setHeader(name, value);
    else for (let index = 0; index + 1 < headers.length; index += 2) res.setHeader(headers[index], headers[index + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }
}

/** A page of ours: HTML under the CSP proxy.ts built with this request's nonce. */
export function isNoncePage(res, nonce) {
  const type = String(res.getHeader('content-type') ?? '');
  const policy = String(res.getHeader('content-security-policy') ?? '');
  return type.startsWith('text/html') && policy.includes(`'nonce-${nonce}'`) && res.statusCode !== 204 && res.statusCode !== 304;
}

/** proxy.ts's policy for this response, under the name browsers read (see NONCE_POLICY_HEADER). */
function movePolicy(res) {
  const policy = res.getHeader(NONCE_POLICY_HEADER);
  if (policy === undefined) return;
  res.removeHeader(NONCE_POLICY_HEADER);
  res.setHeader('content-security-policy', policy);
}

/**
 * Pages sent whole, rewritten once: a cache hit reaches res.end as the string Next keeps in its
 * cache, so the same page costs a Map lookup and one Buffer.concat instead of a rewrite (≈ 1.5 ms
 * of CPU for a 160 kB page). Each entry is the page cut where the nonce goes. Insertion order
 * evicts; 32 pages of ≈ 160 kB hold ≈ 5 MB besides the strings Next keeps anyway.
 */
const WHOLE_PAGES = new Map();
const WHOLE_PAGES_MAX = 32;
// Written in place of a nonce to find where it goes; a page containing it is not cached.
const MARK = '\u0000';

function wholePageParts(html) {
  const known = WHOLE_PAGES.get(html);
  if (known) return known;
  const text = Buffer.from(html, 'utf8').toString('latin1');
  if (text.includes(MARK)) return null;
  const rewriter = createNonceRewriter(MARK);
  const parts = (rewriter.write(text) + rewriter.end()).split(` nonce="${MARK}"`).map((part) => Buffer.from(part, 'latin1'));
  if (WHOLE_PAGES.size >= WHOLE_PAGES_MAX) WHOLE_PAGES.delete(WHOLE_PAGES.keys().next().value);
  WHOLE_PAGES.set(html, parts);
  return parts;
}

/** A page cut where the nonce goes (a Buffer per piece), put together around `attribute`. */
export function joinParts(parts, attribute) {
  const pieces = [parts[0]];
  for (let index = 1; index < parts.length; index += 1) pieces.push(attribute, parts[index]);
  return Buffer.concat(pieces);
}

const latin1 = (chunk, encoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)).toString('latin1');

/**
 * Wraps res.writeHead/write/end so that a page under this nonce gets it on Next's scripts (and the
 * caching headers above); every other answer (RSC flight data, files, the API, redirects) passes
 * through untouched, only with the policy moved to its header. Install it after any compression, so
 * it sees the text before it is compressed.
 */
export function rewriteScriptNonces(res, nonce) {
  const { writeHead, write, end } = res;
  let rewriter = null;
  let wrote = false;

  // Other answers keep Node's implicit head (Content-Length of a body sent by end(), compression's
  // size threshold), so the head is written early only for a page.
  const startPage = (response) => {
    if (response.headersSent) return;
    movePolicy(response);
    if (isNoncePage(response, nonce)) response.writeHead(response.statusCode);
  };

  res.writeHead = function (statusCode, reason, headers) {
    if (typeof reason !== 'string') [headers, reason] = [reason, undefined];
    this.statusCode = statusCode;
    setHeaders(this, headers);
    movePolicy(this);
    if (isNoncePage(this, nonce)) {
      rewriter = createNonceRewriter(nonce);
      this.removeHeader('content-length');
      this.removeHeader('etag');
      const cacheControl = String(this.getHeader('cache-control') ?? '');
      if (!/\b(private|no-store)\b/.test(cacheControl)) this.setHeader('cache-control', PAGE_CACHE_CONTROL);
    }
    return reason === undefined ? writeHead.call(this, statusCode) : writeHead.call(this, statusCode, reason);
  };

  res.write = function (chunk, encoding, callback) {
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    startPage(this);
    if (!rewriter || chunk === undefined || chunk === null) return write.call(this, chunk, encoding, callback);
    wrote = true;
    const out = rewriter.write(latin1(chunk, encoding));
    if (out.length > 0) return write.call(this, Buffer.from(out, 'latin1'), callback);
    // Everything so far is a script still open: nothing to send yet, and no back-pressure either.
    if (callback) process.nextTick(callback);
    return true;
  };

  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk, encoding] = [chunk, undefined, undefined];
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    startPage(this);
    if (!rewriter) return end.call(this, chunk, encoding, callback);
    const parts = !wrote && typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8') ? wholePageParts(chunk) : null;
    if (parts) return end.call(this, joinParts(parts, Buffer.from(` nonce="${nonce}"`)), callback);
    const head = chunk === undefined || chunk === null ? '' : rewriter.write(latin1(chunk, encoding));
    const out = head + rewriter.end();
    return out.length > 0 ? end.call(this, Buffer.from(out, 'latin1'), callback) : end.call(this, callback);
  };
}
