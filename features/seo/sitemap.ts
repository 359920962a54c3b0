import { locales, type Locale } from '@/lib/i18n/locales';
import { alternatePaths } from '@/lib/i18n/navigation';

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
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const absolute = (siteUrl: string, path: string) =>
  escapeXml(`${siteUrl.replace(/\/+$/, '')}${path}`);

/** A urlset with, for every URL, its hreflang alternates (all locales plus x-default). */
export function urlsetXml(siteUrl: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const links = [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(siteUrl, page.paths[locale])}"/>`,
      ),
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
  const items = Array.from(
    { length: chunks },
    (_, index) => `<sitemap><loc>${absolute(siteUrl, `/sitemaps/${index}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Splits pages into sitemap files; one chunk means no index is needed. */
export function chunkPages(pages: SitemapPage[], size = pagesPerSitemap()): SitemapPage[][] {
  const chunks: SitemapPage[][] = [];
  for (let start = 0; start < pages.length; start += size)
    chunks.push(pages.slice(start, start + size));
  return chunks.length > 0 ? chunks : [[]];
}

/** One answer of a paginated list endpoint, as far as the sitemap needs it. */
export interface ListPage<T> {
  pages: number;
  results: T[];
}

/**
 * Every item of a paginated list: pages are fetched one after the other (no burst against the
 * provider); a page that fails (null) ends the walk with what was collected so far.
 */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<ListPage<T> | null>,
  maxPages = 1_000,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await fetchPage(page);
    if (!answer) break;
    items.push(...answer.results);
    if (page >= answer.pages || answer.results.length === 0) break;
  }
  return items;
}

/** A page of the shop linked by its internal path (the same slug in every language). */
interface Linked {
  link: string;
  /** When its content last changed (the provider's ISO timestamp). */
  updated_at?: string | null;
}

const isInternalPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** Dates of the provider come as ISO timestamps; the sitemap takes the W3C date of the newest. */
const isoDate = (...values: (string | null | undefined)[]) => {
  const times = values.flatMap((value) => {
    const time = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time) ? [] : [time];
  });
  return times.length > 0 ? new Date(Math.max(...times)).toISOString().slice(0, 10) : undefined;
};

/** Pages whose own internal links the sitemap lists, each once (the first occurrence wins). */
function linkedPages<T extends Linked>(
  items: T[],
  extra: (item: T) => Omit<SitemapPage, 'paths'>,
): SitemapPage[] {
  const seen = new Set<string>();
  return items.flatMap((item) => {
    if (!isInternalPath(item.link) || seen.has(item.link)) return [];
    seen.add(item.link);
    return [{ paths: alternatePaths(item.link), ...extra(item) }];
  });
}

/** What the sitemap is built from: the provider's lists, already fetched. */
export interface SitemapSources {
  staticPaths: {
    path: string;
    priority: number;
    changeFrequency: SitemapPage['changeFrequency'];
    /** The page's own texts' update time (its SEO content record). */
    updated_at?: string | null;
    /** What the page lists, whose newest change is also the page's (the blog its articles …). */
    lists?: 'everything' | 'articles' | 'promos' | 'branches';
  }[];
  categoryLinks: Linked[];
  infoPages: { paths: Record<Locale, string>; updated_at?: string | null }[];
  products: Linked[];
  articles: (Linked & { published_at?: string | null; indexing?: boolean })[];
  promos: (Linked & { starts_on?: string | null })[];
  /** Branches, each at /contacts/{slug} under the locale's contacts slug. */
  branches: { slug: string; updated_at?: string | null }[];
  /** Pages served under /{slug} (spec 2 dynamic and footer pages); a category of the same slug wins there. */
  dynamicPages: { slug: string; indexing: boolean; updated_at?: string | null }[];
}

/**
 * The sitemap's pages in order of weight: static pages, categories, products, branches, dynamic
 * pages, info pages, articles, promos.
 */
export function sitemapPages(sources: SitemapSources): SitemapPage[] {
  const categories = new Set(sources.categoryLinks.map((category) => category.link));
  const dynamicPages = sources.dynamicPages.filter(
    (page) => page.indexing && !categories.has(`/${page.slug}`),
  );
  const articles = sources.articles.filter((article) => article.indexing !== false);
  const content = [
    ...linkedPages(sources.categoryLinks, (category) => ({
      priority: 0.9,
      changeFrequency: 'weekly',
      lastModified: isoDate(category.updated_at),
    })),
    ...linkedPages(sources.products, (product) => ({
      priority: 0.8,
      changeFrequency: 'weekly',
      lastModified: isoDate(product.updated_at),
    })),
    ...linkedPages(
      sources.branches.map((branch) => ({
        link: `/contacts/${encodeURIComponent(branch.slug)}`,
        updated_at: branch.updated_at,
      })),
      (branch) => ({
        priority: 0.6,
        changeFrequency: 'monthly',
        lastModified: isoDate(branch.updated_at),
      }),
    ),
    ...linkedPages(
      dynamicPages.map((page) => ({
        link: `/${encodeURIComponent(page.slug)}`,
        updated_at: page.updated_at,
      })),
      (page) => ({
        priority: 0.5,
        changeFrequency: 'monthly',
        lastModified: isoDate(page.updated_at),
      }),
    ),
    ...sources.infoPages.map((page) => ({
      paths: page.paths,
      changeFrequency: 'yearly' as const,
      priority: 0.3,
      lastModified: isoDate(page.updated_at),
    })),
    ...linkedPages(articles, (article) => ({
      priority: 0.6,
      changeFrequency: 'monthly',
      lastModified: isoDate(article.published_at, article.updated_at),
    })),
    ...linkedPages(sources.promos, (promo) => ({
      priority: 0.6,
      changeFrequency: 'weekly',
      lastModified: isoDate(promo.updated_at),
    })),
  ];
  const dates = (values: (string | null | undefined)[]) =>
    values.filter((value): value is string => Boolean(value));
  const listed: Record<NonNullable<SitemapSources['staticPaths'][number]['lists']>, string[]> = {
    everything: dates(content.map((page) => page.lastModified)),
    articles: dates(articles.flatMap((article) => [article.published_at, article.updated_at])),
    promos: dates(sources.promos.map((promo) => promo.updated_at)),
    branches: dates(sources.branches.map((branch) => branch.updated_at)),
  };
  return [
    ...sources.staticPaths.map((page) => ({
      paths: alternatePaths(page.path),
      priority: page.priority,
      changeFrequency: page.changeFrequency,
      lastModified: isoDate(page.updated_at, ...(page.lists ? listed[page.lists] : [])),
    })),
    ...content,
  ];
}
