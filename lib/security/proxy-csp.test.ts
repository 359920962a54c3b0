// @vitest-environment node
import { NextRequest, NextResponse } from 'next/server';
import proxy from '../../proxy';
import { encodeQuerySegment } from '../routing/query-segment';
import { NONCE_POLICY_HEADER, NONCE_REQUEST_HEADER, NONCE_SERVER_ENV } from './nonce-header.mjs';

// next-intl's ESM build imports 'next/server' without an extension, which Node's resolver (vitest
// leaves node_modules to it) refuses. Like the real middleware, this one lets the request through
// with the headers proxy.ts gave it; locale routing has its own e2e tests.
vi.mock('next-intl/middleware', () => ({
  default: () => (request: NextRequest) => NextResponse.next({ request: { headers: request.headers } }),
}));

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';

function visit(path: string, headers: Record<string, string> = {}) {
  const response = proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
  const requestOverride = (name: string) => response.headers.get(`x-middleware-request-${name}`);
  const policy = response.headers.get(NONCE_POLICY_HEADER) ?? response.headers.get('content-security-policy') ?? '';
  return {
    policy,
    responsePolicy: response.headers.get('content-security-policy'),
    requestPolicy: requestOverride('content-security-policy'),
    requestNonce: requestOverride('x-nonce'),
    rewrite: response.headers.get('x-middleware-rewrite'),
  };
}

describe('the page CSP of proxy.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("behind server.mjs, a cached page's policy carries the server's nonce, and never the request", () => {
    vi.stubEnv(NONCE_SERVER_ENV, '1');
    for (const path of ['/', '/en', '/ferestre', '/product/pvc-classic-70-one-sash', '/blog']) {
      const { policy, responsePolicy, requestPolicy } = visit(path, { [NONCE_REQUEST_HEADER]: NONCE });
      expect(policy, path).toContain(`script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`);
      expect(policy.split('; ').find((directive) => directive.startsWith('script-src')), path).not.toContain("'unsafe-inline'");
      // A regeneration this request starts must not bake its nonce into the cached page: Next would
      // read it from the request's CSP header, and copies the proxy's response headers onto the request.
      expect(requestPolicy, path).toBeNull();
      expect(responsePolicy, path).toBeNull();
    }
  });

  it("behind server.mjs, a per-request page hands the same nonce to Next's rendering", () => {
    vi.stubEnv(NONCE_SERVER_ENV, '1');
    const { policy, requestPolicy, requestNonce } = visit('/cos', { [NONCE_REQUEST_HEADER]: NONCE });
    expect(policy).toContain(`'nonce-${NONCE}'`);
    expect(requestPolicy).toBe(policy);
    expect(requestNonce).toBe(NONCE);
  });

  it('without server.mjs, a nonce header (a client could send it) is ignored', () => {
    const cached = visit('/', { [NONCE_REQUEST_HEADER]: NONCE });
    expect(cached.policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(cached.policy).not.toContain(NONCE);
    const perRequest = visit('/cos', { [NONCE_REQUEST_HEADER]: NONCE });
    expect(perRequest.policy).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(perRequest.policy).not.toContain(NONCE);
  });

  it('behind server.mjs, a malformed nonce header falls back to the nonce-less policy', () => {
    vi.stubEnv(NONCE_SERVER_ENV, '1');
    expect(visit('/', { [NONCE_REQUEST_HEADER]: "x' 'unsafe-inline" }).policy).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('behind server.mjs, a search with a query is a cached page under its query segment; the bare search renders per request', () => {
    vi.stubEnv(NONCE_SERVER_ENV, '1');
    const headers = { [NONCE_REQUEST_HEADER]: NONCE };
    const segment = encodeQuerySegment('search', new URLSearchParams('search=window&page=2'))!;
    const cached = visit('/en/search?search=%20window&page=2', headers);
    expect(new URL(cached.rewrite!).pathname).toBe(`/en/~q/${segment}/search`);
    expect(cached.requestPolicy).toBeNull();
    expect(cached.policy).toContain(`'nonce-${NONCE}'`);

    for (const path of ['/en/search', '/en/search?search=%20%20', `/ru/search?search=${encodeURIComponent('окно'.repeat(25))}`]) {
      const perRequest = visit(path, headers);
      expect(perRequest.rewrite, path).toBeNull();
      expect(perRequest.requestPolicy, path).toBe(perRequest.policy);
    }
  });
});
