// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/[locale]/session/login/route';
import { POST as logout } from '@/app/[locale]/session/logout/route';
import { POST as refresh } from '@/app/[locale]/session/refresh/route';
import { isSameSiteRequest } from '@/lib/security/origin';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';

const SITE = 'http://localhost:3000';
const handlers = { login, logout, refresh } as const;

function call(name: keyof typeof handlers, headers: Record<string, string>, locale = 'en') {
  const request = new NextRequest(`${SITE}/${locale}/session/${name}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
    body: '{}',
  });
  return handlers[name](request, { params: Promise.resolve({ locale }) });
}

describe('isSameSiteRequest', () => {
  const policy = {
    siteUrl: 'https://shop.example.md',
    requestHost: 'internal:3000',
    requireOrigin: true,
  };
  const check = (headers: Record<string, string>, requireOrigin = true) =>
    isSameSiteRequest(new Headers(headers), { ...policy, requireOrigin });

  it('accepts our own origin (SITE_URL or the host the request reached)', () => {
    expect(check({ origin: 'https://shop.example.md' })).toBe(true);
    expect(check({ origin: 'https://SHOP.example.md' })).toBe(true);
    expect(check({ origin: 'http://internal:3000' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('refuses another origin, an opaque or malformed one, and cross-site fetch metadata', () => {
    for (const origin of [
      'https://evil.example',
      'https://shop.example.md.evil.example',
      'null',
      '',
      'not a url',
      'https://example.md',
    ]) {
      expect(check({ origin }), origin).toBe(false);
    }
    expect(check({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'cross-site' }, false)).toBe(false);
    expect(check({ 'sec-fetch-site': 'same-site' }, false)).toBe(false);
  });

  it('treats a request without Origin or fetch metadata by the policy', () => {
    expect(check({}, true)).toBe(false);
    expect(check({}, false)).toBe(true);
  });
});

describe('session handlers refuse cross-site requests', () => {
  for (const name of Object.keys(handlers) as (keyof typeof handlers)[]) {
    it(`${name}: another site's Origin answers 403 { detail } in the page's language`, async () => {
      const refused = await call(name, {
        origin: 'https://evil.example',
        cookie: 'refresh_token=stolen',
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ detail: en.security.crossSite });
      expect(refused.headers.get('set-cookie')).toBeNull();

      const romanian = await call(name, { 'sec-fetch-site': 'cross-site' }, 'ro');
      expect(romanian.status).toBe(403);
      expect(await romanian.json()).toEqual({ detail: ro.security.crossSite });

      expect((await call(name, {})).status).toBe(403);
    });
  }

  it('logout and refresh from our own origin go through (no session: nothing to revoke)', async () => {
    const out = await call('logout', { origin: SITE });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/refresh_token=;.*HttpOnly.*SameSite=lax/i);

    const fresh = await call('refresh', { 'sec-fetch-site': 'same-origin' });
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ access: null, user: null });
  });

  it('keeps the refresh cookie httpOnly, SameSite=Lax and Secure in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const out = await call('logout', { origin: SITE });
    expect(out.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(out.headers.get('set-cookie')).toMatch(/Secure/i);
    expect(out.headers.get('set-cookie')).toMatch(/SameSite=lax/i);
  });
});

afterEach(() => vi.unstubAllEnvs());
