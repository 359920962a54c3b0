// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handleRevalidate } from './handler';
import { purgeProxyCache } from './purge-proxy-cache';

const SECRET = 'a'.repeat(40);

/** A real HTTP server standing in for nginx's purge location: records each request, answers `status`. */
async function purgeServer(status: number) {
  const requests: { method?: string; url?: string }[] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ method: request.method, url: request.url });
    response.statusCode = status;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/purge`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('purging the proxy cache', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it('sends PURGE with the wildcard key', async () => {
    const proxy = await purgeServer(200);
    close = proxy.close;
    await purgeProxyCache(proxy.url);
    expect(proxy.requests).toEqual([{ method: 'PURGE', url: '/purge/*' }]);
  });

  it('takes 404 (nothing cached) as purged and fails on other errors', async () => {
    const empty = await purgeServer(404);
    await expect(purgeProxyCache(empty.url)).resolves.toBeUndefined();
    await empty.close();
    const refusing = await purgeServer(403);
    close = refusing.close;
    await expect(purgeProxyCache(refusing.url)).rejects.toThrow('answered 403');
  });

  it('POST /revalidate purges once, after the tags are expired, and not when refused', async () => {
    const proxy = await purgeServer(200);
    close = proxy.close;
    const events: string[] = [];
    const revalidate = (authorization: string) =>
      handleRevalidate(
        new Request('http://shop.test/revalidate', { method: 'POST', headers: { Authorization: authorization }, body: JSON.stringify({ tags: ['catalog', 'content'] }) }),
        SECRET,
        {
          tag: (tag) => events.push(`tag ${tag}`),
          everything: () => events.push('everything'),
          purgeProxyCache: () => {
            events.push('purge');
            void purgeProxyCache(proxy.url).then(() => events.push('purged'));
          },
        },
      );
    expect((await revalidate('Bearer wrong')).status).toBe(401);
    expect((await revalidate(`Bearer ${SECRET}`)).status).toBe(200);
    await expect.poll(() => events).toEqual(['tag catalog', 'tag content', 'purge', 'purged']);
    expect(proxy.requests).toEqual([{ method: 'PURGE', url: '/purge/*' }]);
  });
});
