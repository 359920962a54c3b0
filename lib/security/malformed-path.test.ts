// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest, NextResponse } from 'next/server';
import proxy from '../../proxy';
import { isMalformedPath, rejectMalformedPath, targetPath } from './malformed-path.mjs';

// As in proxy-csp.test.ts: next-intl's ESM build does not load under vitest; the real one lets a path
// it cannot decode through unchanged (NextResponse.next()).
vi.mock('next-intl/middleware', () => ({
  default: () => (request: NextRequest) => NextResponse.next({ request: { headers: request.headers } }),
}));

const MALFORMED = ['/%FF', '/en/%FF', '/%C0%AF', '/ferestre/%E0%A4%A', '/%ED%A0%80', '/%ZZ', '/a%', '/backend/%FF', '/backend/api/calculator/cart/%FF'];
const WELL_FORMED = ['/', '/en', '/ferestre', '/product/pvc-classic-70-one-sash', '/ru/%D0%BE%D0%BA%D0%BD%D0%B0', '/search/%F0%9F%98%80', '/backend/api/calculator/cart/'];

function expectSecurityHeaders(headers: { get(name: string): string | null }, label: string) {
  expect(headers.get('content-security-policy'), label).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), label).toContain('camera=()');
}

describe('a path that does not decode (issue 26)', () => {
  it('is told apart from well-formed paths, whatever the query', () => {
    for (const path of MALFORMED) expect(isMalformedPath(path), path).toBe(true);
    for (const path of WELL_FORMED) expect(isMalformedPath(path), path).toBe(false);
    expect(targetPath('/%FF?q=1#x')).toBe('/%FF');
    expect(targetPath('/ok?q=%FF')).toBe('/ok');
    expect(targetPath('http://shop.example/%FF?q')).toBe('/%FF');
  });

  it('proxy.ts answers a page path that does not decode with a 400 and the security headers', async () => {
    for (const path of MALFORMED.filter((path) => !path.startsWith('/backend'))) {
      const response = proxy(new NextRequest(new URL(path, 'http://localhost:3000')));
      expect(response.status, path).toBe(400);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
      expect(response.headers.get('x-middleware-next'), path).toBeNull();
      expectSecurityHeaders(response.headers, path);
      expect(await response.text(), path).toMatch(/^Bad Request/);
    }
    for (const path of WELL_FORMED.filter((path) => !path.startsWith('/backend'))) {
      expect(proxy(new NextRequest(new URL(path, 'http://localhost:3000'))).status, path).not.toBe(400);
    }
  });

  it("server.mjs's guard answers any such path, /backend too, before Next sees it", async () => {
    const server = http.createServer((req, res) => {
      if (rejectMalformedPath(req, res, { NODE_ENV: 'production', SITE_URL: 'https://shop.example' })) return;
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, method = 'GET') =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, method }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        });
        request.on('error', reject);
        request.end();
      });
    try {
      for (const path of [...MALFORMED, '/%FF?q=1']) {
        const { status, headers, body } = await get(path);
        expect(status, path).toBe(400);
        expectSecurityHeaders({ get: (name) => (headers[name] as string | undefined) ?? null }, path);
        expect(headers['strict-transport-security'], path).toMatch(/^max-age=/);
        expect(headers['cache-control'], path).toBe('no-store');
        expect(body, path).toMatch(/^Bad Request/);
      }
      expect((await get('/%FF', 'HEAD')).body).toBe('');
      for (const path of [...WELL_FORMED, '/search?q=%FF']) expect((await get(path)).body, path).toBe('next');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
