import { describe, expect, it } from 'vitest';
import {
  crawl,
  h1Texts,
  mainWords,
  pageLinks,
  pastTheLastProbes,
  shingleSketch,
  sketchSimilarity,
} from './crawl';
import { parseHead } from './preview';
import { hreflangMatrix } from './hreflang-matrix';
import { buildReport, type PageSnapshot } from './site-report';

const origin = 'http://shop.test';
const lorem = (seed: string, words = 60) =>
  Array.from({ length: words }, (_, index) => `${seed}${index % 7}w${index}`).join(' ');
const shared = lorem('ferestre', 80);

interface FakePage {
  status?: number;
  redirect?: string;
  title?: string;
  h1?: string;
  text?: string;
  links?: string[];
  hreflang?: Record<string, string>;
  robots?: string;
}

/** A small shop with each defect the crawl must report (issue 42). */
const site: Record<string, FakePage> = {
  '/': {
    title: 'Home',
    h1: 'Ferestre',
    text: lorem('acasa'),
    links: [
      '/windows',
      '/windows-copy',
      '/old-windows',
      '/hidden',
      '/blog?page=2',
      '/blog',
      '/gone-quietly',
      'https://elsewhere.example/x',
      `${origin}/en`,
      '/logo.png',
      '#top',
    ],
    hreflang: { ro: '/', en: '/en', ru: '/ru', it: '/it', 'x-default': '/' },
  },
  '/en': {
    title: 'Home (en)',
    h1: 'Windows',
    text: lorem('home'),
    // Names ro but not back as it should: ru and it are missing.
    hreflang: { ro: '/', en: '/en' },
  },
  '/windows': { title: 'Windows', h1: 'PVC windows', text: shared },
  '/windows-copy': { title: 'Windows again', h1: 'PVC windows', text: `${shared} extra` },
  '/old-windows': { status: 308, redirect: '/windows' },
  '/hidden': { title: 'Hidden', h1: 'Hidden page', text: lorem('ascuns') },
  '/blog': { title: 'Blog', h1: 'Blog', text: lorem('blog'), links: ['/blog?page=2'] },
  '/blog?page=2': { title: 'Blog 2', h1: 'Blog, page 2', text: lorem('blog2') },
  '/blog?page=9999': { title: 'Blog 9999', h1: 'Blog, page 9999', text: '' },
  '/gone-quietly': { title: 'Page not found', h1: 'Page not found', text: 'Nothing here' },
};

const notFoundHtml =
  '<html><head><title>Page not found</title></head><body><main><h1>Page not found</h1></main></body></html>';

function html(page: FakePage): string {
  const alternates = Object.entries(page.hreflang ?? {})
    .map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${origin}${href}">`)
    .join('');
  const links = (page.links ?? []).map((href) => `<a href="${href}">x</a>`).join('');
  return `<html><head><title>${page.title}</title><meta name="robots" content="${page.robots ?? 'index, follow'}">${alternates}</head><body><header><a href="/">logo</a></header><main><h1>${page.h1}</h1><p>${page.text}</p>${links}</main></body></html>`;
}

/** What the snapshot route answers, built by the same functions as getReportSnapshot. */
async function load(path: string): Promise<PageSnapshot> {
  let current = path;
  for (;;) {
    const page = site[current];
    if (page?.redirect) {
      current = page.redirect;
      continue;
    }
    const body = page ? html(page) : notFoundHtml;
    return {
      path,
      finalPath: current,
      status: page ? (page.status ?? 200) : 404,
      head: parseHead(body),
      findings: [],
      warnings: [],
      links: pageLinks(body, current, [origin]),
      h1: h1Texts(body),
      sketch: shingleSketch(mainWords(body)),
    };
  }
}

describe('the crawl of the whole-site report (issue 42)', () => {
  const sitemap = ['/', '/en', '/windows', '/windows-copy', '/blog'];

  it('follows links on the one host only, a few pages at a time, within its bound', async () => {
    let running = 0;
    let most = 0;
    const asked: string[] = [];
    const counting = async (path: string) => {
      asked.push(path);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      return load(path);
    };
    const result = await crawl({ seeds: sitemap, load: counting, concurrency: 2 });
    expect(most).toBeLessThanOrEqual(2);
    expect([...result.pages.keys()].slice(0, sitemap.length)).toEqual(sitemap);
    expect(asked).toEqual(expect.arrayContaining(['/hidden', '/old-windows', '/gone-quietly']));
    expect(asked.some((path) => path.includes('elsewhere') || path.endsWith('.png'))).toBe(false);
    expect(new Set(asked).size).toBe(asked.length);
    expect(result.truncated).toBe(false);

    const bounded = await crawl({ seeds: sitemap, load, concurrency: 2, maxPages: 3 });
    expect(bounded.pages.size).toBe(3);
    expect(bounded.truncated).toBe(true);
  });

  it('reports soft 404s, links to redirects, pages missing from the sitemap, duplicate h1s and near duplicates', async () => {
    const { pages } = await crawl({ seeds: sitemap, load, concurrency: 3 });
    const probes = pastTheLastProbes(pages.keys());
    expect([...probes]).toEqual([['/blog', '/blog?page=9999']]);
    const pastTheLast = new Map(
      await Promise.all([...probes].map(async ([key, probe]) => [key, await load(probe)] as const)),
    );
    const notFound = await load('/seo-report-missing');
    const rows = buildReport(sitemap, pages, {
      notFound: { ro: { title: notFound.head!.title, h1: notFound.h1![0]! } },
      pastTheLast,
    });
    const messages = (path: string) =>
      rows.find((row) => row.path === path)?.issues.map((issue) => issue.message) ?? [];
    expect(messages('/gone-quietly')).toContain('report_soft_404_not_found');
    expect(messages('/blog')).toContain('report_soft_404_past_last');
    expect(messages('/')).toContain('report_links_to_redirects');
    expect(rows.find((row) => row.path === '/')!.issues).toContainEqual(
      expect.objectContaining({ params: { count: 1, pages: '/old-windows → /windows' } }),
    );
    expect(messages('/hidden')).toContain('check_robots_not_in_sitemap');
    expect(messages('/windows')).toContain('report_duplicate_h1');
    expect(messages('/windows-copy')).toContain('report_near_duplicate');
    expect(messages('/windows')).not.toContain('report_duplicate_title');
    // A page without these defects has none of their issues; a listing's further page is not expected in the sitemap.
    expect(messages('/blog?page=2')).toEqual(['check_hreflang_missing']);

    const matrix = hreflangMatrix(rows, pages);
    const home = matrix.find((row) => row.path === '/')!;
    expect(home.cells.ro).toEqual({ state: 'self', target: '/' });
    expect(home.cells.en).toEqual({ state: 'reciprocal', target: '/en' });
    expect(home.cells.ru).toEqual({ state: 'not_crawled', target: '/ru' });
    const english = matrix.find((row) => row.path === '/en')!;
    expect(english.cells.ru).toEqual({ state: 'missing' });
    expect(matrix.find((row) => row.path === '/windows')!.cells.en).toEqual({ state: 'missing' });
  });

  it('estimates near duplicates from shingle sketches', () => {
    const a = shingleSketch(mainWords(`<main>${shared}</main>`));
    const b = shingleSketch(mainWords(`<main>${shared} extra</main>`));
    const c = shingleSketch(mainWords(`<main>${lorem('altceva', 80)}</main>`));
    expect(sketchSimilarity(a, a)).toBe(1);
    expect(sketchSimilarity(a, b)).toBeGreaterThanOrEqual(0.9);
    expect(sketchSimilarity(a, c)).toBe(0);
    expect(mainWords('<header>menu</header><main><p>Ușă &amp; geam</p></main>')).toEqual([
      'ușă',
      'geam',
    ]);
  });
});
