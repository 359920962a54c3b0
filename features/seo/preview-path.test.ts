import { describe, expect, it, vi } from 'vitest';
import { ensureSeoPreviewToken, isSeoScriptAllowed } from './preview-access';
import { fetchShopPage, parsePreviewPath, previewOrigin } from './preview-path';

const ORIGIN = 'http://127.0.0.1:4321';
const html = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body></body></html>`;

/** A fake shop: path → answer; records every URL the preview asked for. */
function fakeShop(routes: Record<string, { status: number; location?: string; body?: string }>) {
  const calls: string[] = [];
  const fetch = async (input: string) => {
    calls.push(input);
    const url = new URL(input);
    const route = routes[`${url.pathname}${url.search}`] ?? {
      status: 404,
      body: html('Not found'),
    };
    return new Response(route.body ?? null, {
      status: route.status,
      headers: route.location ? { Location: route.location } : {},
    });
  };
  return { calls, fetch };
}

describe('SEO preview path validation', () => {
  it('accepts a path of the shop, with its query, without its fragment', () => {
    expect(parsePreviewPath('/en/contacts')).toEqual({ ok: true, path: '/en/contacts' });
    expect(parsePreviewPath('  /ro/blog?page=2#top ')).toEqual({
      ok: true,
      path: '/ro/blog?page=2',
    });
    expect(parsePreviewPath('/')).toEqual({ ok: true, path: '/' });
  });

  it('refuses full URLs and protocol-relative addresses', () => {
    for (const raw of [
      'http://evil.example/',
      'https://169.254.169.254/latest/meta-data',
      '//evil.example/x',
      '///evil.example',
      'evil.example/x',
      'javascript:alert(1)',
      'en/contacts',
    ]) {
      expect(parsePreviewPath(raw), raw).toEqual({ ok: false, error: 'path_absolute' });
    }
  });

  it('refuses backslashes, whitespace and control characters', () => {
    for (const raw of [
      '/\\evil.example',
      '/\\/evil.example',
      '/en/con tacts',
      '/en\t/x',
      '/en/\u0000',
      '/en/\r\nX-Injected: 1',
      '/en/\u007f',
      '/en/\u2028x',
    ]) {
      expect(parsePreviewPath(raw), JSON.stringify(raw)).toEqual({
        ok: false,
        error: 'path_invalid',
      });
    }
  });

  it('refuses an empty or overlong path', () => {
    expect(parsePreviewPath('')).toEqual({ ok: false, error: 'path_required' });
    expect(parsePreviewPath(undefined)).toEqual({ ok: false, error: 'path_required' });
    expect(parsePreviewPath(`/${'a'.repeat(500)}`)).toEqual({ ok: false, error: 'path_too_long' });
  });

  it('fetches from the loopback origin on the server port, whatever the request said', () => {
    expect(previewOrigin({ PORT: '4321' })).toBe('http://127.0.0.1:4321');
    expect(previewOrigin({})).toBe('http://127.0.0.1:3000');
    expect(previewOrigin({ PORT: 'evil.example' })).toBe('http://127.0.0.1:3000');
  });
});

describe('SEO preview redirect policy', () => {
  it('follows redirects within the shop by hand and shows the chain', async () => {
    const shop = fakeShop({
      '/ro/': { status: 308, location: '/' },
      '/': { status: 307, location: 'https://shop.example/ro/acasa?x=1' },
      '/ro/acasa?x=1': { status: 200, body: html('Acasă') },
    });
    const result = await fetchShopPage('/ro/', {
      origin: ORIGIN,
      sameSite: ['https://shop.example'],
      fetch: shop.fetch,
    });
    expect(result.chain).toEqual([
      { path: '/ro/', status: 308, location: '/' },
      { path: '/', status: 307, location: 'https://shop.example/ro/acasa?x=1' },
      { path: '/ro/acasa?x=1', status: 200 },
    ]);
    expect(result.html).toContain('Acasă');
    // The public address is fetched from the local origin too.
    expect(shop.calls).toEqual([`${ORIGIN}/ro/`, `${ORIGIN}/`, `${ORIGIN}/ro/acasa?x=1`]);
  });

  it('never follows a redirect off the shop', async () => {
    for (const location of [
      'http://evil.example/',
      '//evil.example/x',
      'http://169.254.169.254/',
      'http://127.0.0.1:22/',
    ]) {
      const shop = fakeShop({ '/go': { status: 302, location } });
      const result = await fetchShopPage('/go', {
        origin: ORIGIN,
        sameSite: ['https://shop.example'],
        fetch: shop.fetch,
      });
      expect(result.stop, location).toBe('off_site');
      expect(result.html).toBeNull();
      expect(result.chain).toEqual([{ path: '/go', status: 302, location }]);
      expect(shop.calls).toEqual([`${ORIGIN}/go`]);
    }
  });

  it('stops a redirect loop', async () => {
    const shop = fakeShop({
      '/a': { status: 302, location: '/b' },
      '/b': { status: 302, location: '/a' },
    });
    const result = await fetchShopPage('/a', {
      origin: ORIGIN,
      fetch: shop.fetch,
      maxRedirects: 3,
    });
    expect(result.stop).toBe('too_many_redirects');
    expect(shop.calls).toHaveLength(4);
  });

  it('asks fetch not to follow redirects itself', async () => {
    const init = vi.fn(async (_input: string, _init: RequestInit) => new Response(html('x')));
    await fetchShopPage('/x', { origin: ORIGIN, fetch: init });
    expect(init.mock.calls[0]![1].redirect).toBe('manual');
  });
});

describe('SEO preview access for scripts (issue 38)', () => {
  const token = 'a-staff-token-of-at-least-32-characters';
  it('opens only with the configured secret of 32+ characters as a bearer Authorization header', () => {
    const env = { SEO_PREVIEW_TOKEN: token };
    expect(isSeoScriptAllowed(`Bearer ${token}`, env)).toBe(true);
    expect(isSeoScriptAllowed(`bearer   ${token}`, env)).toBe(true);
    expect(isSeoScriptAllowed(token, env)).toBe(false);
    expect(isSeoScriptAllowed(`Bearer ${token}x`, env)).toBe(false);
    expect(isSeoScriptAllowed(undefined, env)).toBe(false);
    expect(isSeoScriptAllowed(null, env)).toBe(false);
    expect(isSeoScriptAllowed('Bearer ', {})).toBe(false);
    expect(isSeoScriptAllowed('Bearer short', { SEO_PREVIEW_TOKEN: 'short' })).toBe(false);
  });

  it('generates no secret and prints no address on start; warns of a set one that is too short', () => {
    const env: Record<string, string | undefined> = {};
    const lines: string[] = [];
    ensureSeoPreviewToken(env, (line) => lines.push(line));
    expect(env.SEO_PREVIEW_TOKEN).toBeUndefined();
    expect(lines).toEqual([]);
    ensureSeoPreviewToken({ SEO_PREVIEW_TOKEN: 'short' }, (line) => lines.push(line));
    expect(lines[0]).toMatch(/shorter than 32 characters/);
  });
});
