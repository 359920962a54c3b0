// @vitest-environment node
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NONCE_POLICY_HEADER } from './nonce-header.mjs';
import { PAGE_CACHE_CONTROL, rewriteScriptNonces } from './nonce-response.mjs';

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';
const POLICY = `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`;
const PAGE = '<html><body><p>Uși</p><script>self.__next_f.push([1,"ă"])</script><script>alert(1)</script></body></html>';
const BLESSED = PAGE.replace('<script>self', `<script nonce="${NONCE}">self`);

/** Answers one request with `respond` behind rewriteScriptNonces, as server.mjs does. */
async function serve(respond: (res: ServerResponse) => void) {
  const server = http.createServer((_req, res) => {
    rewriteScriptNonces(res, NONCE);
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { headers: response.headers, body: await response.text() };
  } finally {
    server.close();
  }
}

describe('rewriteScriptNonces', () => {
  it('adds the nonce to a page sent whole, and makes its caching per visitor', async () => {
    const { headers, body } = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', POLICY);
      res.setHeader('Content-Length', Buffer.byteLength(PAGE));
      res.setHeader('ETag', '"abc"');
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.end(PAGE);
    });
    expect(body).toBe(BLESSED);
    expect(headers.get('etag')).toBeNull();
    expect(headers.get('content-length')).toBeNull();
    expect(headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
  });

  it('rewrites a page sent whole again for each request, with that request\'s nonce (the cache of rewritten pages)', async () => {
    const other = 'BAECAwQFBgcICQoLDA0ODw==';
    const send = (nonce: string) => async () => {
      const server = http.createServer((_req, res) => {
        rewriteScriptNonces(res, nonce);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
        res.end(PAGE);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        return await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
      } finally {
        server.close();
      }
    };
    expect(await send(NONCE)()).toBe(BLESSED);
    expect(await send(other)()).toBe(BLESSED.replace(NONCE, other));
    expect(await send(NONCE)()).toBe(BLESSED);
  });

  it("sends proxy.ts's policy of a cached page as the CSP header, and rewrites that page", async () => {
    const { headers, body } = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader(NONCE_POLICY_HEADER, POLICY);
      res.end(PAGE);
    });
    expect(headers.get('content-security-policy')).toBe(POLICY);
    expect(headers.get(NONCE_POLICY_HEADER)).toBeNull();
    expect(body).toBe(BLESSED);
  });

  it('rewrites a streamed page with headers given to writeHead, and keeps a stricter Cache-Control', async () => {
    const { headers, body } = await serve((res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': POLICY, 'Cache-Control': 'private, no-store' });
      const bytes = Buffer.from(PAGE);
      res.write(bytes.subarray(0, 30));
      res.write(bytes.subarray(30, 41));
      res.write(bytes.subarray(41).toString('latin1'), 'latin1');
      res.end();
    });
    expect(body).toBe(BLESSED);
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a page under another policy alone (next dev, another nonce)', async () => {
    const { headers, body } = await serve((res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'");
      res.setHeader('Cache-Control', 's-maxage=60');
      res.end(PAGE);
    });
    expect(body).toBe(PAGE);
    expect(headers.get('cache-control')).toBe('s-maxage=60');
    expect(headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
  });

  it('leaves what is not HTML alone: RSC flight data, JSON, files', async () => {
    for (const type of ['text/x-component', 'application/json', 'application/javascript']) {
      const { headers, body } = await serve((res) => {
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Security-Policy', POLICY);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('ETag', '"x"');
        res.write(PAGE.slice(0, 20));
        res.end(PAGE.slice(20));
      });
      expect(body).toBe(PAGE);
      expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(headers.get('etag')).toBe('"x"');
    }
  });
});
