import { describe, expect, it } from 'vitest';
import { alternatePaths } from '@/lib/i18n/slugs';
import { hreflangAlternates } from './alternates';
import { chunkPages, sitemapIndexXml, urlsetXml } from './sitemap';

describe('hreflang alternates (spec 2 localized slugs)', () => {
  it('gives every locale its slug and x-default the Romanian URL', () => {
    expect(hreflangAlternates('/contacts')).toEqual({ ro: '/contacte', en: '/en/contacts', ru: '/ru/kontakty', it: '/it/contacts', 'x-default': '/contacte' });
    expect(hreflangAlternates('/', {}).ru).toBe('/ru');
  });
  it('takes per-locale overrides for pages with their own slugs', () => {
    expect(hreflangAlternates('/info/privacy-policy', { ro: '/info/politica-de-confidentialitate' })['x-default']).toBe('/info/politica-de-confidentialitate');
  });
});

describe('sitemap XML', () => {
  it('lists every locale URL with all alternates, escaped', () => {
    const xml = urlsetXml('https://x.md/', [{ paths: alternatePaths('/contacts'), priority: 0.8 }, { paths: alternatePaths('/search?a=1&b=2') }]);
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml).toContain('<loc>https://x.md/ru/kontakty</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.md/contacte"/>');
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
