// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_PAGES, STATIC_ROUTES } from './route-kinds';

const LOCALE_DIR = path.resolve(__dirname, '../../app/[locale]');
const FORCE_DYNAMIC = /export const dynamic = 'force-dynamic'/;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

const folders = readdirSync(LOCALE_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const files = filesBelow(path.join(LOCALE_DIR, entry.name));
    const pages = files.filter((file) => path.basename(file) === 'page.tsx');
    return {
      name: entry.name,
      pages,
      dynamicPages: pages.filter((file) => FORCE_DYNAMIC.test(readFileSync(file, 'utf8'))),
    };
  });

describe('route kinds (proxy.ts)', () => {
  it('knows every named route folder of app/[locale]', () => {
    const named = folders.map((folder) => folder.name).filter((name) => !name.startsWith('['));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !STATIC_ROUTES.has(name))).toEqual([]);
  });

  it('gives the nonce CSP exactly to the folders whose pages render per request', () => {
    for (const folder of folders) {
      const perRequest = DYNAMIC_PAGES.has(folder.name);
      const pagesNotDynamic = folder.pages.filter((page) => !folder.dynamicPages.includes(page));
      if (perRequest)
        expect(pagesNotDynamic, `${folder.name}: cached pages under a per-request segment`).toEqual(
          [],
        );
      else
        expect(
          folder.dynamicPages,
          `${folder.name}: per-request pages under a cached segment`,
        ).toEqual([]);
    }
    expect(
      folders
        .filter((folder) => DYNAMIC_PAGES.has(folder.name))
        .map((folder) => folder.name)
        .sort(),
    ).toEqual([...DYNAMIC_PAGES].sort());
  });
});
