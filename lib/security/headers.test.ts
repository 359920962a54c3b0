import { describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  createNonce,
  hstsHeader,
  pageHeaders,
  STATIC_SECURITY_HEADERS,
} from './headers';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('content security policy', () => {
  it('is strict with a nonce: no inline script runs without it', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123==' }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('allows inline scripts only without a nonce: the static policy of cached public pages', () => {
    const policy = directives(contentSecurityPolicy({}));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('locks everything else the same way on both kinds of page', () => {
    for (const policy of [
      directives(contentSecurityPolicy({})),
      directives(contentSecurityPolicy({ nonce: 'n' })),
    ]) {
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    }
  });

  it('lets the browser call an API on another origin (ADR 35), and nothing else', () => {
    const policy = directives(
      contentSecurityPolicy({
        apiUrls: [
          'https://api.example.md/backend',
          'https://api.example.md/backend/api',
          '/backend',
        ],
      }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.md']);
    expect(directives(contentSecurityPolicy({ apiUrls: ['/backend'] })).get('connect-src')).toEqual(
      ["'self'"],
    );
  });

  it("adds 'unsafe-eval' in development only", () => {
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ nonce: 'n', development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({})).not.toContain('unsafe-eval');
  });

  it("gives next.config's page headers the fixed ones and the static policy, under the proxy's lower-case name", () => {
    const headers = pageHeaders();
    expect(headers.slice(0, STATIC_SECURITY_HEADERS.length)).toEqual([...STATIC_SECURITY_HEADERS]);
    expect(headers.at(-1)).toEqual({
      key: 'content-security-policy',
      value: contentSecurityPolicy({}),
    });
    expect(pageHeaders({ development: true }).at(-1)!.value).toContain("'unsafe-eval'");
  });

  it('lets the API answer load nothing', () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('other security headers', () => {
  it('sends HSTS only from production on https', () => {
    expect(hstsHeader({ NODE_ENV: 'production', SITE_URL: 'https://shop.example' })).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
    expect(hstsHeader({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toBeNull();
    expect(hstsHeader({ NODE_ENV: 'development', SITE_URL: 'https://shop.example' })).toBeNull();
  });

  it('names the fixed headers', () => {
    const map = new Map(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value]));
    expect(map.get('X-Content-Type-Options')).toBe('nosniff');
    expect(map.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(map.get('X-Frame-Options')).toBe('DENY');
    expect(map.get('Permissions-Policy')).toContain('camera=()');
  });

  it('makes a fresh base64 nonce of 16 bytes each time', () => {
    const nonce = createNonce();
    expect(atob(nonce)).toHaveLength(16);
    expect(createNonce()).not.toBe(nonce);
  });
});
