// @vitest-environment node
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StaticCopy, staticCopyKey } from './static-copy.mjs';

const require = createRequire(import.meta.url);
const compression = (require('next/dist/compiled/compression') as () => (req: unknown, res: unknown, next: () => void) => void)();

// A build file as Next serves it (next start: send, with its immutable Cache-Control).
const script = `self.__chunk=function(){${'return"Fereastră PVC, ușă de intrare";'.repeat(400)}};`;
const files: Record<string, { type: string; body: Buffer; cacheControl?: string }> = {
  '/_next/static/chunks/app.js': { type: 'application/javascript; charset=UTF-8', body: Buffer.from(script) },
  '/_next/static/media/inter.woff2': { type: 'font/woff2', body: Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)) },
  '/_next/static/chunks/mutable.js': { type: 'application/javascript', body: Buffer.from(script), cacheControl: 'public, max-age=0' },
};

let copy = new StaticCopy();
const nextCalls: string[] = [];

// The order of scripts/server.mjs: the copy first, then compression, the capture and "Next".
const server = http.createServer((req, res) => {
  const acceptEncoding = req.headers['accept-encoding'];
  if (copy.serve(req, res, acceptEncoding)) return;
  compression({ method: req.method, headers: { 'accept-encoding': acceptEncoding } }, res, () => {});
  copy.capture(req, res);
  nextCalls.push(`${req.method} ${req.url}`);
  const file = files[(req.url ?? '').split('?')[0]!];
  if (!file) {
    res.statusCode = 404;
    res.end('not found');
    return;
  }
  res.setHeader('cache-control', file.cacheControl ?? 'public, max-age=31536000, immutable');
  res.setHeader('content-type', file.type);
  res.setHeader('x-content-type-options', 'nosniff');
  if (req.headers.range) {
    res.statusCode = 206;
    res.end(file.body.subarray(0, 10));
    return;
  }
  res.end(req.method === 'HEAD' ? undefined : file.body);
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  copy = new StaticCopy();
  nextCalls.length = 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The answer's bytes as they came over the wire (fetch would decode them). */
const getRaw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .request(`${origin}${path}`, { headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('the static copy in front of Next', () => {
  it('sends a build file again without Next, brotli to a browser and gzip to a gzip client, each compressed once', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    try {
      const first = await getRaw('/_next/static/chunks/app.js', BROWSER);
      expect(first.headers['content-encoding']).toBe('gzip');
      await copy.settled();
      const browser = await getRaw('/_next/static/chunks/app.js', BROWSER);
      const gzipOnly = await getRaw('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip' });
      const plain = await getRaw('/_next/static/chunks/app.js', { 'Accept-Encoding': 'identity' });
      await getRaw('/_next/static/chunks/app.js', BROWSER);
      expect(nextCalls).toEqual(['GET /_next/static/chunks/app.js']);
      expect(brotli).toHaveBeenCalledTimes(1);

      expect(browser.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(browser.bytes).toString()).toBe(script);
      expect(browser.bytes.length).toBeLessThan(first.bytes.length);
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzipOnly.bytes).toString()).toBe(script);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.bytes.toString()).toBe(script);
      for (const answer of [browser, gzipOnly, plain]) {
        // Next's own headers, and a length that matches what was sent.
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      }
    } finally {
      brotli.mockRestore();
    }
  });

  it('sends a file that is compressed already as it is', async () => {
    await getRaw('/_next/static/media/inter.woff2', BROWSER);
    await copy.settled();
    const again = await getRaw('/_next/static/media/inter.woff2', BROWSER);
    expect(nextCalls).toHaveLength(1);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['content-type']).toBe('font/woff2');
    expect(again.bytes.equals(files['/_next/static/media/inter.woff2']!.body)).toBe(true);
  });

  it('leaves to Next what it answers differently: ranges, conditional requests, HEAD, queries, other paths', async () => {
    await getRaw('/_next/static/chunks/app.js', BROWSER);
    await copy.settled();
    const range = await getRaw('/_next/static/chunks/app.js', { ...BROWSER, Range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    await getRaw('/_next/static/chunks/app.js', { ...BROWSER, 'If-None-Match': '"abc"' });
    await getRaw('/_next/static/chunks/app.js', { ...BROWSER, 'If-Modified-Since': new Date().toUTCString() });
    await getRaw('/_next/static/chunks/app.js', BROWSER, 'HEAD');
    await getRaw('/_next/static/chunks/app.js?v=2', BROWSER);
    expect(nextCalls).toHaveLength(6);
    expect(staticCopyKey({ method: 'GET', url: '/fonts/inter.woff2', headers: {} })).toBeNull();
    expect(staticCopyKey({ method: 'GET', url: '/_next/static/chunks/app.js', headers: {} })).toBe('/_next/static/chunks/app.js');
  });

  it('keeps nothing that is not an immutable file Next found', async () => {
    for (const path of ['/_next/static/chunks/mutable.js', '/_next/static/chunks/missing.js']) {
      await getRaw(path, BROWSER);
      await copy.settled();
      await getRaw(path, BROWSER);
    }
    expect(nextCalls).toHaveLength(4);
    expect(copy.size).toBe(0);
  });

  it('stays within its bytes, text and compressed forms together', async () => {
    copy = new StaticCopy({ maxBytes: script.length + 100 });
    await getRaw('/_next/static/chunks/app.js', BROWSER);
    await copy.settled();
    await getRaw('/_next/static/chunks/app.js', BROWSER);
    expect(nextCalls).toHaveLength(2);
    expect(copy.size).toBe(0);
  });
});
