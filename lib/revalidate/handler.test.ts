import { describe, expect, it } from 'vitest';
import { bearerMatches, handleRevalidate } from './handler';

const SECRET = 'a'.repeat(40);

function call(
  body: unknown,
  authorization: string | null = `Bearer ${SECRET}`,
  secret: string | undefined = SECRET,
) {
  const tags: string[] = [];
  let everything = 0;
  const request = new Request('http://shop.test/revalidate', {
    method: 'POST',
    headers: authorization
      ? { Authorization: authorization, 'Content-Type': 'application/json' }
      : {},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = handleRevalidate(request, secret, {
    tag: (tag) => tags.push(tag),
    everything: () => (everything += 1),
  });
  return { response, tags, everything: () => everything };
}

describe('POST /revalidate', () => {
  it('expires the given tags with the right secret', async () => {
    const run = call({ tags: ['catalog', 'product:usa-1', 'catalog'] });
    const response = await run.response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['catalog', 'product:usa-1'] });
    expect(run.tags).toEqual(['catalog', 'product:usa-1']);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it("expires every page for 'all'", async () => {
    const run = call({ tags: ['all'] });
    expect((await run.response).status).toBe(200);
    expect(run.everything()).toBe(1);
    expect(run.tags).toEqual([]);
  });

  it('answers 401 without the secret, with a wrong one, or when none is configured', async () => {
    for (const run of [
      call({ tags: ['catalog'] }, null),
      call({ tags: ['catalog'] }, 'Bearer wrong'),
      call({ tags: ['catalog'] }, SECRET),
      call({ tags: ['catalog'] }, 'Bearer ', undefined),
    ]) {
      expect((await run.response).status).toBe(401);
      expect(run.tags).toEqual([]);
    }
  });

  it('answers 400 on a bad body and expires nothing', async () => {
    for (const body of [
      'not json',
      {},
      { tags: [] },
      { tags: ['everything'] },
      { tags: ['product:'] },
      { tags: 'catalog' },
      { tags: ['catalog'], extra: 1 },
      { tags: Array(51).fill('catalog') },
    ]) {
      const run = call(body);
      const response = await run.response;
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(run.tags).toEqual([]);
    }
  });

  it('compares the bearer secret whatever its length', () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(bearerMatches(`Basic ${SECRET}`, SECRET)).toBe(false);
    expect(bearerMatches(null, SECRET)).toBe(false);
    expect(bearerMatches('Bearer ', '')).toBe(false);
  });
});
