// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import RouteCacheHandler, { isQueryKeyed, keepsOnDisk } from './route-cache-handler.mjs';

const require = createRequire(import.meta.url);
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };

const dir = mkdtempSync(path.join(os.tmpdir(), 'route-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const handler = new RouteCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [], maxMemoryCacheSize: 10 * 2 ** 20 });
const page = (html: string, status = 200) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': 'catalog' }, status, postponed: undefined, segmentData: new Map() });
const providerRead = { kind: 'FETCH', data: { headers: {}, body: '{"status":200,"body":"[]"}', status: 200, url: '' }, revalidate: 300 };
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31_536_000 } };

function filesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('the route cache handler', () => {
  it('tells query-keyed pages from the rest', () => {
    expect(isQueryKeyed('/route-cache/APP_PAGE/ab12/$/ro/~q/eyJzZWFyY2giOiJ1c2EifQ/search')).toBe(true);
    expect(isQueryKeyed('/ru/~q/eyJwYWdlIjoiMiJ9/dveri/vhodnye')).toBe(true);
    expect(isQueryKeyed('/route-cache/APP_PAGE/ab12/$/ro/usi')).toBe(false);
    expect(isQueryKeyed('/ro/product/q~q')).toBe(false);
  });

  it('sends to disk only the pages that are bounded by the catalog', () => {
    expect(keepsOnDisk('/ro/usi', page('<p>doors</p>'))).toBe(true);
    expect(keepsOnDisk('/ro/~q/eyJwYWdlIjoiMiJ9/usi', page('<p>doors, page 2</p>'))).toBe(false);
    expect(keepsOnDisk('/ro/produs/no-such-door', page('<p>not found</p>', 404))).toBe(false);
    expect(keepsOnDisk('5f0c2a9e', providerRead)).toBe(false);
  });

  it('keeps a 404 page and a provider read in memory only', async () => {
    await handler.set('/ro/produs/no-such-door', page('<p>not found</p>', 404), ctx);
    await handler.set('5f0c2a9e', providerRead, { fetchCache: true, tags: ['catalog'] });
    expect(filesBelow(dir).filter((file) => file.includes('no-such-door') || file.includes('5f0c2a9e'))).toEqual([]);
    const read = await handler.get('5f0c2a9e', { kind: 'FETCH', tags: ['catalog'] });
    expect(read?.value).toMatchObject({ kind: 'FETCH', data: { status: 200 } });
  });

  it('keeps a query-keyed page in memory only, and writes every other page to disk as Next does', async () => {
    await handler.set('/ro/usi', page('<p>doors</p>'), ctx);
    await handler.set('/ro/~q/eyJzZWFyY2giOiJ1c2EifQ/search', page('<p>search usa</p>'), ctx);
    await handler.set('/en/~q/eyJwYWdlIjoiMiJ9/doors', page('<p>doors, page 2</p>'), ctx);

    const written = filesBelow(dir);
    expect(written.some((file) => file.includes('usi.html'))).toBe(true);
    expect(written.filter((file) => file.includes('~q'))).toEqual([]);
    // The switch is put back: a later plain page is written again.
    await handler.set('/ro/ferestre', page('<p>windows</p>'), ctx);
    expect(filesBelow(dir).some((file) => file.includes('ferestre.html'))).toBe(true);

    const search = await handler.get('/ro/~q/eyJzZWFyY2giOiJ1c2EifQ/search', ctx);
    expect(search?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>search usa</p>' });
  });
});
