// @vitest-environment node
import { NextRequest, NextResponse } from 'next/server';
import proxy from '../../proxy';
import { badPathHeaders, isMalformedPath } from './malformed-path';

// As in proxy-csp.test.ts: next-intl's ESM build does not load under vitest; the real one lets a path
// it cannot decode through unchanged (NextResponse.next()).
vi.mock('next-intl/middleware', () => ({
  default: () => (request: NextRequest) =>
    NextResponse.next({ request: { headers: request.headers } }),
}));

const MALFORMED = [
  '/%FF',
  '/en/%FF',
  '/%C0%AF',
  '/ferestre/%E0%A4%A',
  '/%ED%A0%80',
  '/%ZZ',
  '/a%',
  '/backend/%FF',
  '/backend/api/calculator/cart/%FF',
];
const WELL_FORMED = [
  '/',
  '/en',
  '/ferestre',
  '/product/pvc-classic-70-one-sash',
  '/ru/%D0%BE%D0%BA%D0%BD%D0%B0',
  '/search/%F0%9F%98%80',
  '/backend/api/calculator/cart/',
];

function expectSecurityHeaders(headers: { get(name: string): string | null }, label: string) {
  expect(headers.get('content-security-policy'), label).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), label).toContain('camera=()');
}

describe('a path that does not decode (issue 26)', () => {
  it('is told apart from well-formed paths, whatever the query', async () => {
    for (const path of MALFORMED) expect(isMalformedPath(path), path).toBe(true);
    for (const path of WELL_FORMED) expect(isMalformedPath(path), path).toBe(false);
  });

  it('proxy.ts answers a path that does not decode, of a page or of /backend, with a 400 and the security headers', async () => {
    for (const path of [...MALFORMED, '/%FF?q=1']) {
      const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000')));
      expect(response.status, path).toBe(400);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
      expect(response.headers.get('x-middleware-next'), path).toBeNull();
      expectSecurityHeaders(response.headers, path);
      expect(await response.text(), path).toMatch(/^Bad Request/);
    }
    for (const path of [...WELL_FORMED, '/search?q=%FF']) {
      expect(
        (await proxy(new NextRequest(new URL(path, 'http://localhost:3000')))).status,
        path,
      ).not.toBe(400);
    }
  });

  it('is never cached, and carries HSTS from production on https', async () => {
    const headers = badPathHeaders({ NODE_ENV: 'production', SITE_URL: 'https://shop.example' });
    expect(headers['Cache-Control']).toBe('no-store');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=/);
    expect(
      badPathHeaders({ NODE_ENV: 'production', SITE_URL: 'http://localhost' })[
        'Strict-Transport-Security'
      ],
    ).toBeUndefined();
  });
});
