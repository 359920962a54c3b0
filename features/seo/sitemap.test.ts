import { describe, expect, it } from 'vitest';
import { alternatePaths } from '@/lib/i18n/navigation';
import { hreflangAlternates } from './alternates';
import {
  chunkPages,
  collectPages,
  sitemapIndexXml,
  sitemapPages,
  urlsetXml,
  type SitemapSources,
} from './sitemap';

describe('hreflang alternates (spec 2 localized slugs)', () => {
  it('gives every locale its slug and x-default the Romanian URL', () => {
    expect(hreflangAlternates('/contacts')).toEqual({
      ro: '/contacte',
      en: '/en/contacts',
      ru: '/ru/kontakty',
      it: '/it/contacts',
      'x-default': '/contacte',
    });
    expect(hreflangAlternates('/', {}).ru).toBe('/ru');
  });
  it('takes per-locale overrides for pages with their own slugs', () => {
    expect(
      hreflangAlternates('/info/privacy-policy', { ro: '/info/politica-de-confidentialitate' })[
        'x-default'
      ],
    ).toBe('/info/politica-de-confidentialitate');
  });
});

describe('sitemap XML', () => {
  it('lists every locale URL with all alternates, escaped', () => {
    const xml = urlsetXml('https://x.md/', [
      { paths: alternatePaths('/contacts'), priority: 0.8 },
      { paths: alternatePaths('/search?a=1&b=2') },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml).toContain('<loc>https://x.md/ru/kontakty</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.md/contacte"/>',
    );
    expect(xml).toContain('a=1&amp;b=2');
    expect(xml).toContain('<priority>0.8</priority>');
  });

  it('splits large sites into an index of files', () => {
    const pages = Array.from({ length: 25 }, (_, i) => ({ paths: alternatePaths(`/p${i}`) }));
    expect(chunkPages(pages, 10).map((c) => c.length)).toEqual([10, 10, 5]);
    expect(chunkPages([])).toEqual([[]]);
    expect(sitemapIndexXml('https://x.md', 3)).toContain('<loc>https://x.md/sitemaps/2.xml</loc>');
  });
});

describe('sitemap entries', () => {
  const sources: SitemapSources = {
    staticPaths: [
      {
        path: '/contacts',
        priority: 0.8,
        changeFrequency: 'monthly',
        updated_at: '2026-01-02T08:00:00.000Z',
        lists: 'branches',
      },
      { path: '/', priority: 1, changeFrequency: 'daily', lists: 'everything' },
    ],
    categoryLinks: [
      { link: '/windows', updated_at: '2026-02-01T08:00:00.000Z' },
      { link: '/windows', updated_at: '2026-02-09T08:00:00.000Z' },
      { link: 'https://elsewhere.example/x' },
    ],
    infoPages: [
      {
        paths: {
          ro: '/info/termeni',
          en: '/en/info/terms',
          ru: '/ru/info/usloviya',
          it: '/it/info/termini',
        },
        updated_at: '2025-12-24T23:30:00.000Z',
      },
    ],
    products: [
      { link: '/product/window-1', updated_at: '2026-02-03T08:00:00.000Z' },
      { link: '/product/window-1', updated_at: '2026-02-04T08:00:00.000Z' },
      { link: '//cdn.example/p' },
    ],
    articles: [
      {
        link: '/blog/care-tips',
        published_at: '2026-03-04T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
        indexing: true,
      },
      { link: '/blog/draft-note', published_at: '2026-03-05T10:00:00.000Z', indexing: false },
    ],
    promos: [
      { link: '/promos/spring', starts_on: '2026-09-01', updated_at: '2026-04-01T07:00:00.000Z' },
      { link: '/promos/no-date', starts_on: null, updated_at: '2026-04-02T07:00:00.000Z' },
    ],
    branches: [{ slug: 'balti', updated_at: '2026-01-05T08:00:00.000Z' }],
    dynamicPages: [
      { slug: 'credit', indexing: true, updated_at: '2026-01-06T08:00:00.000Z' },
      { slug: 'draft-offer', indexing: false },
      { slug: 'windows', indexing: true },
    ],
  };

  it('lists static pages, categories, products, branches, dynamic pages, info pages, articles and promos, each internal link once', () => {
    const pages = sitemapPages(sources);
    expect(pages.map((page) => page.paths.ro)).toEqual([
      '/contacte',
      '/',
      '/windows',
      '/product/window-1',
      '/contacte/balti',
      '/credit',
      '/info/termeni',
      '/blog/care-tips',
      '/promotii/spring',
      '/promotii/no-date',
    ]);
  });

  it("gives a branch its locale's contacts slug and leaves out noindex dynamic pages and slugs a category takes", () => {
    const pages = sitemapPages(sources);
    expect(pages.find((page) => page.paths.ro === '/contacte/balti')?.paths).toEqual({
      ro: '/contacte/balti',
      en: '/en/contacts/balti',
      ru: '/ru/kontakty/balti',
      it: '/it/contacts/balti',
    });
    expect(pages.find((page) => page.paths.ro === '/credit')?.paths.ru).toBe('/ru/credit');
    expect(pages.filter((page) => page.paths.ro === '/windows')).toHaveLength(1);
    expect(pages.some((page) => page.paths.ro === '/draft-offer')).toBe(false);
  });

  it("gives every URL a lastmod, the W3C date of its content's own update, and a listing page its newest item's", () => {
    const pages = sitemapPages(sources);
    const lastmod = (ro: string) => pages.find((page) => page.paths.ro === ro)?.lastModified;
    const xml = urlsetXml('https://x.md', pages);
    const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(pages.length * 4);
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // The first occurrence of a link wins, with its own date; an article published after its last edit dates from its publication.
    expect(lastmod('/windows')).toBe('2026-02-01');
    expect(lastmod('/product/window-1')).toBe('2026-02-03');
    expect(lastmod('/info/termeni')).toBe('2025-12-24');
    expect(lastmod('/blog/care-tips')).toBe('2026-03-04');
    // A promo's future start is no change of its page.
    expect(lastmod('/promotii/spring')).toBe('2026-04-01');
    expect(lastmod('/contacte')).toBe('2026-01-05');
    expect(lastmod('/')).toBe('2026-04-02');
  });

  it('leaves lastmod out rather than guess when the provider sends no date', () => {
    const pages = sitemapPages({ ...sources, promos: [{ link: '/promos/x', starts_on: null }] });
    expect(pages.find((page) => page.paths.ro === '/promotii/x')?.lastModified).toBeUndefined();
    expect(urlsetXml('https://x.md', pages)).not.toContain('<lastmod></lastmod>');
  });

  it('gives products, articles and promos hreflang paths in every locale and dates as W3C dates', () => {
    const pages = sitemapPages(sources);
    const product = pages.find((page) => page.paths.ro === '/product/window-1');
    expect(product?.paths).toEqual(alternatePaths('/product/window-1'));
    expect(product?.paths.ru).toBe('/ru/product/window-1');
    expect(pages.find((page) => page.paths.ro === '/blog/care-tips')?.lastModified).toBe(
      '2026-03-04',
    );
    const xml = urlsetXml('https://x.md', pages);
    expect(xml).toContain('<loc>https://x.md/it/product/window-1</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.md/blog/care-tips"/>',
    );
    expect(xml).not.toContain('draft-note');
    expect(xml.match(/<url>/g)).toHaveLength(pages.length * 4);
  });

  it('walks every page of a list endpoint and stops at the last page or a failure', async () => {
    const asked: number[] = [];
    const all = await collectPages(async (page) => {
      asked.push(page);
      return { pages: 3, results: [`a${page}`, `b${page}`] };
    });
    expect(all).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
    expect(asked).toEqual([1, 2, 3]);
    expect(
      await collectPages(async (page) => (page === 1 ? { pages: 5, results: ['x'] } : null)),
    ).toEqual(['x']);
    expect(await collectPages(async () => ({ pages: 1, results: [] }))).toEqual([]);
  });

  it('keeps a large catalogue split into an index of files', () => {
    const products = Array.from({ length: 12_000 }, (_, i) => ({ link: `/product/p-${i}` }));
    const chunks = chunkPages(sitemapPages({ ...sources, products }));
    expect(chunks.length).toBe(2);
    expect(chunks.every((chunk) => chunk.length * 4 <= 50_000)).toBe(true);
  });
});
