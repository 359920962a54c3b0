// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { sessionSchema } from '@/lib/api/schemas/session';
import ru from '@/messages/ru.json';
import { POST } from './route';

const refresh = (headers: Record<string, string>, body?: unknown, locale = 'ro') =>
  POST(
    new NextRequest('http://localhost:3000/session/refresh', {
      method: 'POST',
      headers: { host: 'localhost:3000', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ locale }) },
  );

const sameOrigin = { origin: 'http://localhost:3000' };

describe('POST /session/refresh (spec 4, lib/api/schemas/session.ts)', () => {
  it('answers a visitor without a session { access: null, user: null }, never cached', async () => {
    const response = await refresh(sameOrigin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer: unknown = await response.json();
    expect(sessionSchema.parse(answer)).toEqual({ access: null, user: null });
  });

  it("takes a body only of the schema's shape: another falls back to the cookie, here none", async () => {
    const response = await refresh(sameOrigin, { refresh: 5 });
    expect(await response.json()).toEqual({ access: null, user: null });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses another site in the page’s language', async () => {
    const response = await refresh({ origin: 'http://evil.example' }, undefined, 'ru');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: ru.security.crossSite });
  });
});
