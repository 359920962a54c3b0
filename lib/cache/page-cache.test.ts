// @vitest-environment node
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNonce, NONCE_POLICY_HEADER } from '@/lib/security/nonce-header.mjs';
import { rewriteScriptNonces } from '@/lib/security/nonce-response.mjs';
import { clearPageCache, PAGE_CACHE_SECONDS, PageCache, pageCacheKey } from './page-cache.mjs';

/** What Next answers for a path, with the header it serves its cached pages under. */
interface Answer {
  cache?: 'HIT' | 'MISS';
  status?: number;
  cookie?: boolean;
  body?: string;
  /** Sent in pieces by res.write, without a CSP (so nothing calls writeHead first). */
  streamed?: boolean;
  /** Answered only once this settles (a render in progress). */
  held?: Promise<void>;
}

const require = createRequire(import.meta.url);
const compression = (require('next/dist/compiled/compression') as () => (req: unknown, res: unknown, next: () => void) => void)();

let now = 0;
let cache = new PageCache({ now: () => now });
const answers = new Map<string, Answer>();
const nextCalls: string[] = [];

// The order of scripts/server.mjs: a nonce, the copy (installing compression when it sends text),
// compression, the capture, the nonce rewrite, then "Next".
const server = http.createServer(async (req, res) => {
  const nonce = createNonce();
  const compress = () => compression({ method: req.method, headers: { 'accept-encoding': req.headers['accept-encoding'] } }, res, () => {});
  if (cache.serve(req, res, nonce, req.headers['accept-encoding'], compress)) return;
  compress();
  cache.capture(req, res, nonce);
  rewriteScriptNonces(res, nonce);
  nextCalls.push(req.url ?? '');
  const answer = answers.get(req.url ?? '') ?? {};
  await answer.held;
  res.statusCode = answer.status ?? 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('x-nextjs-cache', answer.cache ?? 'HIT');
  if (answer.cookie) res.setHeader('set-cookie', 'offline_cart_id=x; Path=/');
  if (answer.streamed) {
    for (const piece of ['<html><body>', `<p>${req.url}</p>`, '<p>more</p>']) res.write(piece);
    res.end('</body></html>');
    return;
  }
  res.setHeader(NONCE_POLICY_HEADER, `script-src 'self' 'nonce-${nonce}'`);
  res.end(answer.body ?? `<html><head><script src="/_next/a.js" async></script></head><body><h1>${req.url}</h1><p>${'Ferestre și uși. '.repeat(100)}</p><script>self.__next_f.push([1,"x"])</script></body></html>`);
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  cache = new PageCache({ now: () => now });
  answers.clear();
  nextCalls.length = 0;
  now = 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { headers });
  return { response, body: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
};
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

/** The answer's bytes as they came over the wire (fetch would decompress them). */
const getRaw = (path: string, headers: Record<string, string>) =>
  new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

/** The page's answer to `acceptEncoding` once its brotli bytes are ready (the first requests start them). */
const brotliOnceReady = (path: string, acceptEncoding: string) =>
  vi.waitFor(
    async () => {
      const answer = await getRaw(path, { 'Accept-Encoding': acceptEncoding });
      expect(answer.headers['content-encoding']).toBe('br');
      return answer;
    },
    { timeout: 10_000, interval: 20 },
  );

describe('the page copy in front of Next', () => {
  it("serves a cached page again without Next, with a nonce of the request's own in header and scripts", async () => {
    const first = await get('/usi');
    const second = await get('/usi');
    expect(nextCalls).toEqual(['/usi']);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('x-nextjs-cache')).toBe('HIT');
    const [nonce1, nonce2] = [nonceOf(first.policy), nonceOf(second.policy)];
    expect(nonce2).toBeDefined();
    expect(nonce2).not.toBe(nonce1);
    expect(second.body).not.toContain(nonce1!);
    expect(second.body).toContain(` nonce="${nonce2}"`);
    expect(second.body.replaceAll(nonce2!, 'N')).toBe(first.body.replaceAll(nonce1!, 'N'));
  });

  it('compresses each copy for the client that asks, or not at all', async () => {
    const zipped = await get('/usi', { 'Accept-Encoding': 'gzip' });
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/usi', { 'Accept-Encoding': 'identity' });
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    const again = await get('/usi', { 'Accept-Encoding': 'gzip' });
    expect(again.response.headers.get('content-encoding')).toBe('gzip');
    expect(nextCalls).toEqual(['/usi']);
    for (const { body, policy } of [plain, again]) expect(body.replaceAll(nonceOf(policy)!, 'N')).toBe(zipped.body.replaceAll(nonceOf(zipped.policy)!, 'N'));
  });

  it('compresses a copy for gzip once, and splices each nonce into those bytes', async () => {
    const text = await get('/ferestre', { 'Accept-Encoding': 'identity' });
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    try {
      const first = await getRaw('/ferestre', { 'Accept-Encoding': 'gzip, deflate' });
      const parts = deflate.mock.calls.length;
      expect(parts).toBeGreaterThan(1);
      const second = await getRaw('/ferestre', { 'Accept-Encoding': 'gzip, deflate' });
      expect(deflate.mock.calls.length).toBe(parts);
      expect(nextCalls).toEqual(['/ferestre']);
      for (const { headers, bytes } of [first, second]) {
        expect(headers['content-encoding']).toBe('gzip');
        expect(String(headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
        const nonce = nonceOf(String(headers['content-security-policy']))!;
        // gunzipSync checks the trailer's CRC-32 and length.
        const page = zlib.gunzipSync(bytes).toString();
        expect(page).toContain(` nonce="${nonce}"`);
        expect(page.replaceAll(nonce, 'N')).toBe(text.body.replaceAll(nonceOf(text.policy)!, 'N'));
      }
    } finally {
      deflate.mockRestore();
    }
  });

  it('gives answers sent at the same time each its own nonce in its compressed bytes', async () => {
    await get('/ferestre');
    const answers = await Promise.all(Array.from({ length: 30 }, () => getRaw('/ferestre', { 'Accept-Encoding': 'gzip' })));
    const nonces = new Set<string>();
    for (const { headers, bytes } of answers) {
      const nonce = nonceOf(String(headers['content-security-policy']))!;
      nonces.add(nonce);
      const page = zlib.gunzipSync(bytes).toString();
      expect(page.match(/ nonce="([^"]+)"/g)?.every((attribute) => attribute === ` nonce="${nonce}"`)).toBe(true);
    }
    expect(nonces.size).toBe(30);
    expect(nextCalls).toEqual(['/ferestre']);
  });

  it('keeps the compressed bytes of a page Next sends again unchanged, and compresses a changed one again', async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    await get('/usi');
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    try {
      await getRaw('/usi', gzip);
      const parts = deflate.mock.calls.length;
      expect(parts).toBeGreaterThan(1);
      now = PAGE_CACHE_SECONDS * 1000;
      await get('/usi');
      const same = await getRaw('/usi', gzip);
      expect(deflate.mock.calls.length).toBe(parts);
      expect(zlib.gunzipSync(same.bytes).toString()).toContain(` nonce="${nonceOf(String(same.headers['content-security-policy']))}"`);
      answers.set('/usi', { body: `<p>Prețuri noi ${'x'.repeat(1200)}</p>` });
      now = 2 * PAGE_CACHE_SECONDS * 1000;
      await get('/usi');
      const changed = await getRaw('/usi', gzip);
      expect(deflate.mock.calls.length).toBeGreaterThan(parts);
      expect(zlib.gunzipSync(changed.bytes).toString()).toContain('Prețuri noi');
      expect(nextCalls).toEqual(['/usi', '/usi', '/usi']);
    } finally {
      deflate.mockRestore();
    }
  });

  it('leaves other encodings to compression, and a client that refuses gzip gets none until brotli is ready', async () => {
    await get('/usi');
    const deflated = await getRaw('/usi', { 'Accept-Encoding': 'gzip;q=0, deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflated.bytes).toString()).toContain(`<h1>/usi</h1>`);
    const refused = await getRaw('/usi', { 'Accept-Encoding': 'br, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.bytes.toString()).toContain(`<h1>/usi</h1>`);
    const brotli = await brotliOnceReady('/usi', 'br, gzip;q=0');
    expect(zlib.brotliDecompressSync(brotli.bytes).toString()).toContain(`<h1>/usi</h1>`);
    expect(nextCalls).toEqual(['/usi']);
  });

  it('sends brotli, compressed once, to a client that takes it, gzip until it is ready, each answer with its own nonce', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const text = await get('/ferestre', { 'Accept-Encoding': 'identity' });
    const compress = vi.spyOn(zlib, 'createBrotliCompress');
    try {
      // The first answer starts the compression, which takes longer than sending gzip.
      expect((await getRaw('/ferestre', browser)).headers['content-encoding']).toBe('gzip');
      await brotliOnceReady('/ferestre', browser['Accept-Encoding']);
      const answers = await Promise.all(Array.from({ length: 20 }, () => getRaw('/ferestre', browser)));
      const nonces = new Set<string>();
      for (const { headers, bytes } of answers) {
        expect(headers['content-encoding']).toBe('br');
        expect(String(headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
        const nonce = nonceOf(String(headers['content-security-policy']))!;
        nonces.add(nonce);
        const page = zlib.brotliDecompressSync(bytes).toString();
        expect(page.match(/ nonce="([^"]+)"/g)?.every((attribute) => attribute === ` nonce="${nonce}"`)).toBe(true);
        expect(page.replaceAll(nonce, 'N')).toBe(text.body.replaceAll(nonceOf(text.policy)!, 'N'));
      }
      expect(nonces.size).toBe(20);
      expect(compress).toHaveBeenCalledTimes(1);
      // A client that refuses brotli still gets gzip.
      expect((await getRaw('/ferestre', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
      expect(nextCalls).toEqual(['/ferestre']);
    } finally {
      compress.mockRestore();
    }
  });

  it('compresses one copy with brotli at a time, and keeps the brotli bytes of a page Next sends again unchanged', async () => {
    const br = 'br';
    await get('/a');
    await get('/b');
    const compress = vi.spyOn(zlib, 'createBrotliCompress');
    try {
      await Promise.all([getRaw('/a', { 'Accept-Encoding': br }), getRaw('/b', { 'Accept-Encoding': br })]);
      expect(compress).toHaveBeenCalledTimes(1);
      await brotliOnceReady('/a', br);
      // /b asked while /a was being compressed: its turn comes with its next request.
      await brotliOnceReady('/b', br);
      expect(compress).toHaveBeenCalledTimes(2);
      now = PAGE_CACHE_SECONDS * 1000;
      await get('/a');
      expect((await getRaw('/a', { 'Accept-Encoding': br })).headers['content-encoding']).toBe('br');
      expect(compress).toHaveBeenCalledTimes(2);
      expect(nextCalls).toEqual(['/a', '/b', '/a']);
    } finally {
      compress.mockRestore();
    }
  });

  it('keeps the whole of a page written in pieces', async () => {
    answers.set('/pieces', { streamed: true });
    const first = await get('/pieces');
    const second = await get('/pieces');
    expect(nextCalls).toEqual(['/pieces']);
    expect(second.body).toBe('<html><body><p>/pieces</p><p>more</p></body></html>');
    expect(second.body).toBe(first.body);
  });

  it('keeps each URL apart, query included', async () => {
    await get('/usi?page=2');
    const other = await get('/usi?page=3');
    expect(other.body).toContain('<h1>/usi?page=3</h1>');
    expect(nextCalls).toEqual(['/usi?page=2', '/usi?page=3']);
  });

  it(`asks Next again after ${PAGE_CACHE_SECONDS} s, and at once after a revalidation`, async () => {
    await get('/usi');
    now = PAGE_CACHE_SECONDS * 1000 - 1;
    await get('/usi');
    expect(nextCalls).toHaveLength(1);
    now = PAGE_CACHE_SECONDS * 1000;
    await get('/usi');
    expect(nextCalls).toHaveLength(2);
    clearPageCache();
    expect(cache.size).toBe(0);
    await get('/usi');
    expect(nextCalls).toHaveLength(3);
  });

  it('sends an expired copy to the others while one request asks Next again, then the new copy', async () => {
    await get('/usi');
    now = PAGE_CACHE_SECONDS * 1000;
    let release = () => {};
    answers.set('/usi', { body: '<p>Prețuri noi</p>', held: new Promise<void>((resolve) => (release = resolve)) });
    const refresh = get('/usi');
    await vi.waitFor(() => expect(nextCalls).toHaveLength(2));
    const meanwhile = await Promise.all([get('/usi'), get('/usi')]);
    for (const { body } of meanwhile) expect(body).toContain('<h1>/usi</h1>');
    expect(nextCalls).toHaveLength(2);
    release();
    expect((await refresh).body).toContain('Prețuri noi');
    expect((await get('/usi')).body).toContain('Prețuri noi');
    expect(nextCalls).toHaveLength(2);
  });

  it('drops an expired copy when asking Next again leaves no new one, and when that takes too long', async () => {
    await get('/usi');
    now = PAGE_CACHE_SECONDS * 1000;
    answers.set('/usi', { cache: 'MISS', body: '<p>Randat acum</p>' });
    expect((await get('/usi')).body).toContain('Randat acum');
    expect(cache.size).toBe(0);
    expect((await get('/usi')).body).toContain('Randat acum');
    expect(nextCalls).toHaveLength(3);

    await get('/ferestre');
    now = 2 * PAGE_CACHE_SECONDS * 1000;
    let release = () => {};
    answers.set('/ferestre', { held: new Promise<void>((resolve) => (release = resolve)), body: '<p>Târziu</p>' });
    const stuck = get('/ferestre');
    await vi.waitFor(() => expect(nextCalls).toHaveLength(5));
    expect((await get('/ferestre')).body).toContain('<h1>/ferestre</h1>');
    // Still no answer from Next a copy's lifetime later: the next request goes to Next as well.
    now = 3 * PAGE_CACHE_SECONDS * 1000;
    answers.set('/ferestre', {});
    expect((await get('/ferestre')).body).toContain('<h1>/ferestre</h1>');
    expect(nextCalls).toHaveLength(6);
    release();
    await stuck;
  });

  it('keeps nothing Next did not serve to everyone from its cache', async () => {
    answers.set('/rendered', { cache: 'MISS' });
    answers.set('/missing', { status: 404 });
    answers.set('/cookie', { cookie: true });
    for (const path of ['/rendered', '/missing', '/cookie']) {
      await get(path);
      await get(path);
    }
    expect(nextCalls).toEqual(['/rendered', '/rendered', '/missing', '/missing', '/cookie', '/cookie']);
    expect(cache.size).toBe(0);
  });

  it("leaves the router's flight requests to Next", async () => {
    await get('/usi');
    await get('/usi', { RSC: '1' });
    await get('/usi?_rsc=abc');
    expect(nextCalls).toEqual(['/usi', '/usi', '/usi?_rsc=abc']);
  });

  it('counts the bytes it compressed against its bound, dropping an older copy, not the one in use', async () => {
    for (const path of ['/a', '/b']) answers.set(path, { body: `<p>${'x'.repeat(1200)}</p>` });
    cache = new PageCache({ now: () => now, maxBytes: 2 * 1207 + 5 });
    await get('/a');
    await get('/b');
    expect(cache.size).toBe(2);
    const zipped = await get('/b', { 'Accept-Encoding': 'gzip' });
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip');
    expect(cache.size).toBe(1);
    await get('/b', { 'Accept-Encoding': 'gzip' });
    await get('/a');
    expect(nextCalls).toEqual(['/a', '/b', '/a']);
  });

  it('counts the bytes it compressed with brotli against its bound too, dropping an older copy', async () => {
    for (const path of ['/a', '/b']) answers.set(path, { body: `<p>${'x'.repeat(1200)}</p>` });
    cache = new PageCache({ now: () => now, maxBytes: 2 * 1207 + 5 });
    await get('/a');
    await get('/b');
    expect(cache.size).toBe(2);
    await brotliOnceReady('/b', 'br');
    expect(cache.size).toBe(1);
    expect((await getRaw('/b', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe('br');
    await get('/a');
    expect(nextCalls).toEqual(['/a', '/b', '/a']);
  });

  it('deflates a large copy once, though its text and compressed bytes together pass the size of one copy', async () => {
    // About 1.9 MB of text that compresses poorly: the copy (under 2 MB) plus its gzip is over 2 MB.
    answers.set('/big', { body: `<p>${randomBytes(1_400_000).toString('base64')}</p>` });
    await get('/big');
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    try {
      for (let round = 0; round < 2; round += 1) expect((await getRaw('/big', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
      expect(deflate).toHaveBeenCalledTimes(1);
      expect(nextCalls).toEqual(['/big']);
    } finally {
      deflate.mockRestore();
    }
  });

  it('drops the oldest copies to stay within its bytes', async () => {
    cache = new PageCache({ now: () => now, maxBytes: 3000 });
    for (const path of ['/a', '/b', '/c']) answers.set(path, { body: `<p>${'x'.repeat(1200)}</p>` });
    await get('/a');
    await get('/b');
    await get('/c');
    expect(cache.size).toBe(2);
    await get('/a');
    expect(nextCalls).toEqual(['/a', '/b', '/c', '/a']);
  });
});

describe('pageCacheKey', () => {
  it('takes plain GETs only', () => {
    expect(pageCacheKey({ method: 'GET', url: '/ru/dveri?page=2', headers: {} })).toBe('/ru/dveri?page=2');
    expect(pageCacheKey({ method: 'HEAD', url: '/', headers: {} })).toBeNull();
    expect(pageCacheKey({ method: 'POST', url: '/', headers: {} })).toBeNull();
    expect(pageCacheKey({ method: 'GET', url: '/', headers: { 'next-router-prefetch': '1' } })).toBeNull();
    expect(pageCacheKey({ method: 'GET', url: '/', headers: { 'next-action': 'abc' } })).toBeNull();
  });
});
