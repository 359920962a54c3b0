import { locales, type Locale } from '@/lib/i18n/locales';

/** One page of the site in every language: full paths (with locale prefix and localized slug). */
export interface SitemapPage {
  paths: Record<Locale, string>;
  lastModified?: string;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/** The sitemap protocol allows 50 000 URLs a file; each page yields one URL per locale. */
export const SITEMAP_MAX_URLS = 40_000;
export const pagesPerSitemap = () => Math.floor(SITEMAP_MAX_URLS / locales.length);

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const absolute = (siteUrl: string, path: string) => escapeXml(`${siteUrl.replace(/\/+$/, '')}${path}`);

/** A urlset with, for every URL, its hreflang alternates (all locales plus x-default). */
export function urlsetXml(siteUrl: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const links = [
      ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(siteUrl, page.paths[locale])}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(siteUrl, page.paths.ro)}"/>`,
    ].join('');
    return locales.map((locale) =>
      [
        '<url>',
        `<loc>${absolute(siteUrl, page.paths[locale])}</loc>`,
        links,
        page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '',
        page.changeFrequency ? `<changefreq>${page.changeFrequency}</changefreq>` : '',
        page.priority !== undefined ? `<priority>${page.priority.toFixed(1)}</priority>` : '',
        '</url>',
      ].join(''),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index pointing at /sitemaps/{n}.xml, used once the site outgrows one file. */
export function sitemapIndexXml(siteUrl: string, chunks: number): string {
  const items = Array.from({ length: chunks }, (_, index) => `<sitemap><loc>${absolute(siteUrl, `/sitemaps/${index}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Splits pages into sitemap files; one chunk means no index is needed. */
export function chunkPages(pages: SitemapPage[], size = pagesPerSitemap()): SitemapPage[][] {
  const chunks: SitemapPage[][] = [];
  for (let start = 0; start < pages.length; start += size) chunks.push(pages.slice(start, start + size));
  return chunks.length > 0 ? chunks : [[]];
}
