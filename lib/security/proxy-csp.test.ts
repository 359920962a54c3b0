// @vitest-environment node
import { NextRequest, NextResponse } from 'next/server';
import proxy, { config } from '../../proxy';
import { pageHeaders } from './headers';
import { encodeQuerySegment } from '../routing/query-segment';

// next-intl's ESM build imports 'next/server' without an extension, which Node's resolver (vitest
// leaves node_modules to it) refuses. Like the real middleware, this one lets the request through
// with the headers proxy.ts gave it; locale routing has its own e2e tests.
vi.mock('next-intl/middleware', () => ({
  default: () => (request: NextRequest) =>
    NextResponse.next({ request: { headers: request.headers } }),
}));

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';

afterEach(() => vi.unstubAllEnvs());

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await proxy(
    new NextRequest(new URL(path, 'http://localhost:3000'), { headers }),
  );
  const requestOverride = (name: string) => response.headers.get(`x-middleware-request-${name}`);
  return {
    policy: response.headers.get('content-security-policy') ?? '',
    requestPolicy: requestOverride('content-security-policy'),
    requestNonce: requestOverride('x-nonce'),
    rewrite: response.headers.get('x-middleware-rewrite'),
  };
}

const scriptSrc = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('script-src'));

describe('the page CSP of proxy.ts (docs/adr/0006-csp-per-page-class.md)', () => {
  it("leaves a cached public page next.config's static policy, and never gives its render a nonce", async () => {
    const policy = pageHeaders().find(({ key }) => key === 'content-security-policy')!.value;
    expect(scriptSrc(policy)).toBe("script-src 'self' 'unsafe-inline'");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(policy).toContain(directive);
    expect(policy).not.toContain('nonce-');
    for (const path of [
      '/',
      '/en',
      '/ferestre',
      '/product/pvc-classic-70-one-sash',
      '/blog',
      '/ru/kontakty',
    ]) {
      const { policy: proxyPolicy, requestPolicy } = await visit(path);
      expect(proxyPolicy, path).toBe('');
      expect(requestPolicy, path).toBeNull();
    }
  });

  it("drops a CSP header a client sent, so a cached page's render never takes its nonce", async () => {
    const { policy, requestPolicy } = await visit('/', {
      'Content-Security-Policy': `script-src 'nonce-${NONCE}'`,
    });
    expect(policy).not.toContain(NONCE);
    expect(requestPolicy).toBeNull();
  });

  it("hands a dynamic page's render a fresh nonce with 'strict-dynamic', the same as its header", async () => {
    for (const path of [
      '/cos',
      '/en/search?search=window',
      '/search',
      '/calculators',
      '/seo-preview',
      '/staff',
      '/ru/staff/orders/FM-2026-00001',
    ]) {
      const first = await visit(path, { 'Content-Security-Policy': `script-src 'nonce-${NONCE}'` });
      expect(scriptSrc(first.policy), path).toMatch(
        /^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/,
      );
      expect(first.policy, path).not.toContain(NONCE);
      expect(first.requestPolicy, path).toBe(first.policy);
      expect(first.policy, path).toContain(`'nonce-${first.requestNonce}'`);
      expect((await visit(path)).policy, path).not.toBe(first.policy);
    }
  });

  it('renders a search per request, never under a cached query segment', async () => {
    for (const path of [
      '/en/search?search=%20window&page=2',
      '/en/search',
      `/ru/search?search=${encodeURIComponent('окно')}`,
    ]) {
      expect((await visit(path)).rewrite, path).toBeNull();
    }
  });

  it('keeps the cached query segment of a paged listing', async () => {
    const segment = encodeQuerySegment('blog', new URLSearchParams('page=2'))!;
    const { rewrite, policy } = await visit('/en/blog?page=2');
    expect(new URL(rewrite!).pathname).toBe(`/en/~q/${segment}/blog`);
    expect(policy).toBe('');
  });

  it('sees the provider only for paths with a percent-escape, and passes the well-formed ones on', async () => {
    expect(config.matcher).toContain('/:path(.*%.*)');
    const response = await proxy(
      new NextRequest(new URL('/backend/media/a%20b.jpg', 'http://localhost:3000')),
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
