// The build's immutable files (`/_next/static/…`, named by their content hash) kept in memory once
// Next has served one, and compressed once: brotli (quality 11) and gzip (level 9), computed off the
// event loop, instead of gzip at level 6 on every request. A first visit loads about 15 of them
// (≈ 400 kB of JavaScript and CSS): Next compressed them on each visit, about 30 ms of CPU, and the
// stylesheets, which hold back the first paint, waited in that queue. Brotli is also 15 % smaller
// than gzip on these files.
//
// What it keeps, so that it never answers differently from Next: plain GETs of a path under
// /_next/static/ without a query, a Range or a conditional header (those go to Next, which answers
// 206 or 304), answered 200 with `immutable` in Cache-Control and no cookie. Headers are Next's own,
// as it sent them.
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import Negotiator from 'negotiator';
import { captureResponse } from './capture-response.mjs';

/** Bounds of the memory it takes: a build's static files are 2–3 MB with their compressed forms. */
export const STATIC_COPY_MAX_BYTES = 48 * 2 ** 20;
const ENTRY_MAX_BYTES = 4 * 2 ** 20;
const PREFIX = '/_next/static/';
// Already compressed: kept and sent as they are.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const ENCODINGS = ['br', 'gzip', 'identity'];

/** The key of a request whose answer may be kept, or null. */
export function staticCopyKey(req) {
  if (req.method !== 'GET' || typeof req.url !== 'string' || !req.url.startsWith(PREFIX) || req.url.includes('?')) return null;
  const { headers } = req;
  if (headers.range !== undefined || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined || headers['if-range'] !== undefined) return null;
  return req.url;
}

/** Whether an answer, as its head goes out, is a build file anyone may keep for good. */
export function isImmutableFile(res) {
  return res.statusCode === 200 && /\bimmutable\b/.test(String(res.getHeader('cache-control') ?? '')) && res.getHeader('set-cookie') === undefined && res.getHeader('content-type') !== undefined;
}

// The encoding for a client's Accept-Encoding, negotiated once per distinct header (brotli first
// among those it takes equally, as browsers list gzip first).
const encodingByAcceptEncoding = new Map();
const ACCEPT_ENCODINGS_KEPT = 64;

function encodingFor(acceptEncoding = '') {
  let encoding = encodingByAcceptEncoding.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(ENCODINGS, { preferred: ENCODINGS })[0] ?? null;
    if (encodingByAcceptEncoding.size >= ACCEPT_ENCODINGS_KEPT) encodingByAcceptEncoding.clear();
    encodingByAcceptEncoding.set(acceptEncoding, encoding);
  }
  return encoding;
}

export class StaticCopy {
  #entries = new Map();
  #bytes = 0;
  #maxBytes;

  constructor({ maxBytes = STATIC_COPY_MAX_BYTES } = {}) {
    this.#maxBytes = maxBytes;
  }

  get size() {
    return this.#entries.size;
  }

  /** Resolves once every compression under way has finished (tests, and a server that stops). */
  settled() {
    return Promise.all([...this.#entries.values()].map((entry) => entry.ready));
  }

  /**
   * Sends the kept file in the encoding the client prefers among brotli, gzip and none; false when
   * there is none yet (its compressed forms still being made), or the client takes none of them.
   */
  serve(req, res, acceptEncoding) {
    const key = staticCopyKey(req);
    const entry = key === null ? undefined : this.#entries.get(key);
    if (!entry?.forms) return false;
    const encoding = encodingFor(acceptEncoding);
    const body = encoding === null ? undefined : (entry.forms[encoding] ?? entry.forms.identity);
    if (body === undefined) return false;
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.compressible) {
      res.setHeader('vary', 'Accept-Encoding');
      if (body !== entry.forms.identity) res.setHeader('content-encoding', encoding);
    }
    res.setHeader('content-length', body.length);
    res.end(body);
    return true;
  }

  /** Watches Next's answer (install it above compression) and keeps the file if it is one to keep. */
  capture(req, res) {
    const key = staticCopyKey(req);
    if (key === null || this.#entries.has(key)) return;
    captureResponse(res, { worthKeeping: isImmutableFile, maxBytes: ENTRY_MAX_BYTES, keep: ({ headers, body }) => this.#store(key, headers, body) });
  }

  #store(key, headers, body) {
    if (this.#entries.has(key) || this.#bytes + body.length > this.#maxBytes) return;
    const compressible = COMPRESSIBLE.test(String(headers.find(([name]) => name === 'content-type')?.[1] ?? ''));
    const entry = { headers: headers.filter(([name]) => name !== 'vary'), compressible, forms: null, ready: null };
    this.#entries.set(key, entry);
    this.#bytes += body.length;
    entry.ready = (compressible ? compressForms(body) : Promise.resolve({ identity: body })).then(
      (forms) => {
        const added = (forms.br?.length ?? 0) + (forms.gzip?.length ?? 0);
        if (this.#entries.get(key) !== entry) return;
        if (this.#bytes + added > this.#maxBytes) {
          this.#entries.delete(key);
          this.#bytes -= body.length;
          return;
        }
        this.#bytes += added;
        entry.forms = forms;
      },
      () => {
        // A compression that failed: the file stays with Next.
        this.#entries.delete(key);
        this.#bytes -= body.length;
      },
    );
  }
}

async function compressForms(body) {
  const [br, gz] = await Promise.all([
    promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    promisify(zlib.gzip)(body, { level: 9 }),
  ]);
  // A form no smaller than the text is not worth decoding.
  return { identity: body, ...(br.length < body.length ? { br } : {}), ...(gz.length < body.length ? { gzip: gz } : {}) };
}
