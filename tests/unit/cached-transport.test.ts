// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_PROFILES, cacheDeclaration } from '@/lib/cache/manifest';

// Next's data cache as unstable_cache behaves: an entry per key, stored when the callback returns,
// nothing stored when it throws.
const store = vi.hoisted(
  () => new Map<string, { value: unknown; tags: string[]; seconds: unknown }>(),
);

vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(
      read: () => Promise<T>,
      keyParts: string[],
      options: { tags: string[]; revalidate?: number },
    ) =>
    async () => {
      const key = keyParts.join('|');
      if (store.has(key)) return store.get(key)!.value as T;
      const value = await read();
      store.set(key, { value, tags: options.tags, seconds: options.revalidate });
      return value;
    },
}));

const { cachedDerived, cachedTransport } = await import('@/lib/api/cached-transport');

const declarations = [
  cacheDeclaration(CACHE_PROFILES.catalog),
  cacheDeclaration(CACHE_PROFILES.content),
];

beforeEach(() => store.clear());

describe('cachedDerived (ADR 70)', () => {
  it('keeps a complete value once, under every profile’s tag and the shortest lifetime', async () => {
    const derive = vi.fn(async () => ({ value: { menu: ['a'] }, complete: true }));
    expect(await cachedDerived(['shell', 'ro'], declarations, derive)).toEqual({ menu: ['a'] });
    expect(await cachedDerived(['shell', 'ro'], declarations, derive)).toEqual({ menu: ['a'] });
    expect(derive).toHaveBeenCalledTimes(1);
    expect([...store.values()]).toEqual([
      {
        value: { menu: ['a'] },
        tags: ['catalog', 'content'],
        seconds: CACHE_PROFILES.catalog.seconds,
      },
    ]);
  });

  it('answers a value with a failed read in it without keeping it, so the next request reads again', async () => {
    const derive = vi
      .fn()
      .mockResolvedValueOnce({ value: { menu: [] }, complete: false })
      .mockResolvedValueOnce({ value: { menu: ['b'] }, complete: true });
    expect(await cachedDerived(['shell', 'en'], declarations, derive)).toEqual({ menu: [] });
    expect(store.size).toBe(0);
    expect(await cachedDerived(['shell', 'en'], declarations, derive)).toEqual({ menu: ['b'] });
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart and lets an error of the derivation through', async () => {
    await cachedDerived(['shell', 'ro'], declarations, async () => ({ value: 1, complete: true }));
    expect(
      await cachedDerived(['shell', 'ru'], declarations, async () => ({
        value: 2,
        complete: true,
      })),
    ).toBe(2);
    await expect(
      cachedDerived(['shell', 'it'], declarations, async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
  });
});

describe('cachedTransport (ADR 53, issue 41)', () => {
  const declaration = cacheDeclaration(CACHE_PROFILES.content);
  const answering = (status: number, body: string) =>
    vi.fn(
      async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
    );

  it('keeps an anonymous GET answered 2xx once, under its declaration’s tags and lifetime', async () => {
    const send = answering(200, '[1]');
    const transport = cachedTransport(send, declaration);
    for (let i = 0; i < 2; i++) {
      const response = await transport(new Request('http://provider.internal/backend/menu/links'));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/json');
      expect(await response.text()).toBe('[1]');
    }
    expect(send).toHaveBeenCalledTimes(1);
    expect([...store.values()].map(({ tags, seconds }) => ({ tags, seconds }))).toEqual([
      { tags: ['content'], seconds: CACHE_PROFILES.content.seconds },
    ]);
  });

  it('answers a 404 without keeping it, and never keeps a write or a signed-in read', async () => {
    const missing = answering(404, '{"detail":"Not found"}');
    const transport = cachedTransport(missing, declaration);
    const url = 'http://provider.internal/backend/pages/info-page/detail/made-up';
    expect((await transport(new Request(url))).status).toBe(404);
    expect((await transport(new Request(url))).status).toBe(404);
    expect(missing).toHaveBeenCalledTimes(2);

    const send = answering(200, '{}');
    const own = cachedTransport(send, declaration);
    await own(new Request(url, { method: 'POST', body: '{}' }));
    await own(new Request(url, { headers: { Authorization: 'Bearer t' } }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
  });
});
