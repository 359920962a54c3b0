// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handleRevalidate } from './handler';
import { CACHE_FOLDERS, purgeProxyCache } from './purge-proxy-cache';

const SECRET = 'a'.repeat(40);

/** A real HTTP server standing in for nginx's purge location: records each request, answers `status(url)`. */
async function purgeServer(status: (url: string) => number) {
  const requests: { method?: string; url?: string }[] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ method: request.method, url: request.url });
    response.statusCode = status(request.url ?? '');
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/purge`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('purging the proxy cache', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  const everyFolder = CACHE_FOLDERS.map((folder) => ({
    method: 'DELETE',
    url: `/purge/${folder}/`,
  }));
  const byUrl = (requests: { url?: string }[]) =>
    [...requests].sort((a, b) => (a.url ?? '').localeCompare(b.url ?? ''));

  it('deletes every first-level folder of the cache', async () => {
    const proxy = await purgeServer(() => 204);
    close = proxy.close;
    await purgeProxyCache(proxy.url);
    expect(byUrl(proxy.requests)).toEqual(everyFolder);
  });

  it('takes 404 (a folder with nothing cached) as purged and fails on other errors', async () => {
    const sparse = await purgeServer((url) => (url.endsWith('/a/') ? 204 : 404));
    await expect(purgeProxyCache(sparse.url)).resolves.toBeUndefined();
    await sparse.close();
    const refusing = await purgeServer((url) => (url.endsWith('/3/') ? 403 : 204));
    close = refusing.close;
    await expect(purgeProxyCache(refusing.url)).rejects.toThrow('3/: 403');
  });

  it('POST /revalidate purges once, after the tags are expired, and not when refused', async () => {
    const proxy = await purgeServer(() => 204);
    close = proxy.close;
    const events: string[] = [];
    const revalidate = (authorization: string) =>
      handleRevalidate(
        new Request('http://shop.test/revalidate', {
          method: 'POST',
          headers: { Authorization: authorization },
          body: JSON.stringify({ tags: ['catalog', 'content'] }),
        }),
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
    expect(byUrl(proxy.requests)).toEqual(everyFolder);
  });
});
