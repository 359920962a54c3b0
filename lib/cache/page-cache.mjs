// A short-lived copy of cached pages in front of Next (server.mjs), as a reverse proxy's micro-cache
// would keep one: a page Next answered from its full-route cache is sent again, for a few seconds,
// without going through Next's router, proxy.ts and its cache handler (about 2.5 ms of CPU per page).
//
// What it may keep, so that it never answers differently from Next:
// - only plain document GETs: no RSC flight request (those vary on Next's router headers), no
//   server action, no HEAD;
// - only answers Next served from its cache (`x-nextjs-cache: HIT`) with 200, HTML, and no cookie;
// - each entry cut where this request's nonce was, so every hit carries a nonce of its own;
// - for `PAGE_CACHE_SECONDS` (and, once expired, only while one request asks Next for the page
//   again, for at most that long again), and none after an on-demand revalidation
//   (app/revalidate/route.ts calls clearPageCache), so an edit shows on the next request.
import Negotiator from 'negotiator';
import { joinParts } from '../security/nonce-response.mjs';
import { recycleAnswer, spliceAnswer } from './answer-slabs.mjs';
import { captureResponse } from './capture-response.mjs';
import { brotliParts } from './spliced-brotli.mjs';
import { deflateParts, gzipParts } from './spliced-gzip.mjs';

/** How long a copy is served; Next's own cache keeps the page for the 300 s backstop behind it. */
export const PAGE_CACHE_SECONDS = 5;
/** Bounds of the memory it takes: pages are 100–170 kB, so about 200 of them. */
export const PAGE_CACHE_MAX_BYTES = 32 * 2 ** 20;
const ENTRY_MAX_BYTES = 2 * 2 ** 20;

// Under one global name, so the copy of this module bundled into the revalidation route finds the
// cache of the copy server.mjs loaded.
const REGISTRY = Symbol.for('storefront.page-cache');

/** Drops every copy (app/revalidate/route.ts, after Next expired its own entries). */
export function clearPageCache() {
  globalThis[REGISTRY]?.clear();
}

// Requests Next answers differently from a plain document GET: the router's flight data, server
// actions, and a revalidation request of its own.
const NEXT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'x-prerender-revalidate'];

/** The key of a request whose answer may be kept, or null. */
export function pageCacheKey(req) {
  if (req.method !== 'GET') return null;
  if (NEXT_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (typeof req.url !== 'string' || req.url.includes('_rsc=')) return null;
  return req.url;
}

/** Whether an answer, as its head goes out, is a page Next served from its cache to anyone. */
export function isSharedPage(res) {
  return (
    res.statusCode === 200 &&
    res.getHeader('x-nextjs-cache') === 'HIT' &&
    String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
    res.getHeader('set-cookie') === undefined
  );
}

/** Splits a buffer at each occurrence of `marker`. */
function cut(buffer, marker) {
  const parts = [];
  let start = 0;
  for (let at = buffer.indexOf(marker); at !== -1; at = buffer.indexOf(marker, start)) {
    parts.push(buffer.subarray(start, at));
    start = at + marker.length;
  }
  parts.push(buffer.subarray(start));
  return parts;
}

// A copy's brotli form while it is being compressed.
const COMPRESSING = Symbol('compressing');

/** A copy's compressed form when there is one: not null, undefined (not tried), nor COMPRESSING. */
const made = (spliced) => (typeof spliced === 'object' ? spliced : null);

/** The bytes a copy's compressed form takes (none until it is made). */
const sizeOf = (spliced) => made(spliced)?.bytes.length ?? 0;

// What a client's Accept-Encoding takes, negotiated once per distinct header (clients send a handful
// of them; the map is emptied if odd ones pile up): brotli when it is the client's choice, ours
// breaking ties (Chromium sends `gzip, deflate, br, zstd`); gzip when the client prefers it to none.
const encodingsByAcceptEncoding = new Map();
const ACCEPT_ENCODINGS_KEPT = 64;
const NO_ENCODING = { brotli: false, gzip: false };

function encodingsTaken(acceptEncoding) {
  let taken = encodingsByAcceptEncoding.get(acceptEncoding);
  if (taken === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
    taken = {
      brotli: negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] }) === 'br',
      gzip: negotiator.encoding(['gzip', 'identity']) === 'gzip',
    };
    if (encodingsByAcceptEncoding.size >= ACCEPT_ENCODINGS_KEPT) encodingsByAcceptEncoding.clear();
    encodingsByAcceptEncoding.set(acceptEncoding, taken);
  }
  return taken;
}

/** Adds Accept-Encoding to the answer's Vary, as the compression middleware would. */
function varyOnAcceptEncoding(res) {
  const vary = res.getHeader('vary');
  const listed = String(vary ?? '')
    .split(',')
    .some((name) => name.trim().toLowerCase() === 'accept-encoding');
  if (!listed) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Whether two copies of a page hold the same text between their nonces. */
const samePieces = (a, b) => a.length === b.length && a.every((piece, index) => piece.equals(b[index]));

export class PageCache {
  #entries = new Map();
  #bytes = 0;
  // Whether a copy is being compressed with brotli (one at a time, see #brotli).
  #compressing = false;
  #now;
  #maxBytes;

  constructor({ now = Date.now, maxBytes = PAGE_CACHE_MAX_BYTES, register = true } = {}) {
    this.#now = now;
    this.#maxBytes = maxBytes;
    if (register) globalThis[REGISTRY] = this;
  }

  get size() {
    return this.#entries.size;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Drops the oldest copies (insertion order) but `keep` until the bytes are within the bound. */
  #evict(keep) {
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      if (oldest !== keep) this.#delete(oldest);
    }
  }

  #store(key, entry) {
    if (entry.bytes > ENTRY_MAX_BYTES) return;
    // Next's page unchanged since the last copy (the usual case every few seconds): the pieces and
    // their compressed bytes are kept, not compressed again.
    const previous = this.#entries.get(key);
    if (previous !== undefined && (previous.deflated !== undefined || previous.brotli !== undefined) && samePieces(previous.body, entry.body)) {
      const { deflated, brotli } = previous;
      entry = { ...entry, body: previous.body, deflated, brotli, bytes: entry.bytes + sizeOf(deflated) + sizeOf(brotli) };
    }
    this.#delete(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict(key);
  }

  /** Counts `added` bytes of a copy's compressed forms against the bound, if the copy is still kept. */
  #grow(key, entry, added) {
    if (this.#entries.get(key) !== entry) return;
    entry.bytes += added;
    this.#bytes += added;
    this.#evict(key);
  }

  /**
   * The copy's parts deflated once (spliced-gzip.mjs), on the first request that takes gzip; null
   * when they cannot be spliced. Their bytes count against the bound (the page's own limit is on its
   * text, so a large page is not deflated again on every request).
   */
  #deflated(key, entry) {
    if (entry.deflated === undefined) {
      entry.deflated = deflateParts(entry.body, Buffer.byteLength(entry.nonce));
      this.#grow(key, entry, sizeOf(entry.deflated));
    }
    return entry.deflated;
  }

  /**
   * The copy's parts compressed once with brotli (spliced-brotli.mjs), when they are ready; null
   * until then, and when they cannot be spliced. The first request that takes brotli starts the
   * compression (brotli's best quality, about 0.2 s of a zlib thread for a 110 kB page) unless
   * another copy is being compressed: one at a time, so a crawler walking through thousands of pages
   * cannot keep the threads busy, and a page asked for again gets its turn. Until then, gzip.
   */
  #brotli(key, entry) {
    if (entry.brotli === undefined && !this.#compressing) {
      this.#compressing = true;
      entry.brotli = COMPRESSING;
      const { body } = entry;
      brotliParts(body, Buffer.byteLength(entry.nonce))
        .catch(() => null)
        .then((template) => {
          this.#compressing = false;
          // The copy kept for the page now: this one, or the one that took its place with the same
          // text and its COMPRESSING (#store). A copy no longer kept is never sent again.
          const kept = this.#entries.get(key);
          if (kept?.body !== body || kept.brotli !== COMPRESSING) return;
          kept.brotli = template;
          this.#grow(key, kept, sizeOf(template));
        });
    }
    return made(entry.brotli);
  }

  /**
   * Whether an expired copy is still sent while one request asks Next for the page again. Too old, a
   * copy sends the first request on to Next, and the copy Next's answer leaves replaces this one
   * (reusing its compressed bytes when the page is the same). Until then, for at most
   * PAGE_CACHE_SECONDS more, the others get this copy: without that, every request arriving in the
   * milliseconds before the first answer went to Next too (50 connections: 50 renders through Next's
   * router and compressed again, a stall of a few hundred ms every 5 s). When the refresh leaves no
   * copy (Next's page was stale or failed, or the client left), this one is dropped, and the next
   * request asks Next again.
   */
  #servesWhileRefreshing(key, entry, res) {
    if (entry.refreshing && this.#now() < entry.expires + PAGE_CACHE_SECONDS * 1000) return true;
    entry.refreshing = true;
    res.once('close', () => {
      if (this.#entries.get(key) === entry) this.#delete(key);
    });
    return false;
  }

  /**
   * Sends the kept copy of this request's page with `nonce` in place of the one it was kept with;
   * false when there is none (or it is too old, see above), and the request goes to Next.
   *
   * `acceptEncoding` is the client's header when answers may be compressed (next.config `compress`):
   * a client that takes brotli or gzip gets the copy compressed once and spliced around its nonce
   * (brotli once it is ready, gzip until then), where compressing it again would cost ≈ 4 ms of CPU
   * a page for gzip, far more for brotli; any other gets the text, through the compression
   * `compressText` installs on the response (deflate, or none) just before it is sent.
   */
  serve(req, res, nonce, acceptEncoding, compressText = () => {}) {
    const key = pageCacheKey(req);
    const entry = key === null ? undefined : this.#entries.get(key);
    if (!entry) return false;
    if (this.#now() >= entry.expires && !this.#servesWhileRefreshing(key, entry, res)) return false;
    const renonce = (value) => (typeof value === 'string' ? value.replaceAll(entry.nonce, nonce) : value);
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, Array.isArray(value) ? value.map(renonce) : renonce(value));
    // The compressed forms have room for nonces of the length the copy was kept with.
    const taken = acceptEncoding === undefined || Buffer.byteLength(nonce) !== Buffer.byteLength(entry.nonce) ? NO_ENCODING : encodingsTaken(acceptEncoding);
    const brotli = taken.brotli ? this.#brotli(key, entry) : null;
    const deflated = brotli === null && taken.gzip ? this.#deflated(key, entry) : null;
    if (brotli !== null || deflated !== null) {
      res.setHeader('content-encoding', brotli !== null ? 'br' : 'gzip');
      varyOnAcceptEncoding(res);
      const body = brotli !== null ? spliceAnswer(brotli, Buffer.from(nonce)) : gzipParts(deflated, Buffer.from(nonce));
      // Its memory serves another answer once the socket has taken it all.
      res.once('finish', () => recycleAnswer(body));
      res.end(body);
    } else {
      compressText();
      res.end(joinParts(entry.body, Buffer.from(nonce)));
    }
    return true;
  }

  /**
   * Watches what reaches `res` (install it under the nonce rewrite, which writes the nonce, and above
   * compression, which must not have run yet) and keeps the page if it is one to share.
   */
  capture(req, res, nonce) {
    const key = pageCacheKey(req);
    if (key === null) return;
    captureResponse(res, {
      worthKeeping: isSharedPage,
      maxBytes: ENTRY_MAX_BYTES,
      keep: ({ status, headers, body }) =>
        this.#store(key, { status, headers, body: cut(body, Buffer.from(nonce)), nonce, bytes: body.length, expires: this.#now() + PAGE_CACHE_SECONDS * 1000 }),
    });
  }
}
