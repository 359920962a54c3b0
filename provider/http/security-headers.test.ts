import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PROVIDER_HTML_CSP, securityHeaders } from './security-headers';

function app(env: { NODE_ENV?: string; SITE_URL?: string } = { NODE_ENV: 'test' }) {
  const hono = new Hono();
  hono.use(securityHeaders(env));
  hono.get('/json', (c) => c.json({ ok: true }));
  hono.get('/page', (c) => c.html('<p>bank</p>'));
  hono.get('/fail', () => {
    throw new Error('boom');
  });
  hono.onError((_error, c) => c.json({ detail: 'server_error' }, 500));
  return hono;
}

describe('provider security headers', () => {
  it('locks a JSON answer down', async () => {
    const response = await app().request('/json');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('lets the test bank page style itself and post its forms, nothing more', async () => {
    const response = await app().request('/page');
    expect(response.headers.get('Content-Security-Policy')).toBe(PROVIDER_HTML_CSP);
    expect(PROVIDER_HTML_CSP).not.toContain('script-src');
    expect(PROVIDER_HTML_CSP).toContain("default-src 'none'");
  });

  it('covers error answers and sends HSTS in production on https', async () => {
    const response = await app({
      NODE_ENV: 'production',
      SITE_URL: 'https://shop.example',
    }).request('/fail');
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=63072000/);
  });
});
