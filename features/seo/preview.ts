import { locales } from '@/lib/i18n/locales';

/** What a crawler reads from a page's head. */
export interface HeadSnapshot {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  hreflang: Record<string, string>;
}

export type PreviewWarning =
  | { key: 'title_missing' | 'description_missing' | 'image_missing' | 'noindex' | 'canonical_missing' }
  | { key: 'title_long' | 'description_long'; length: number }
  | { key: 'hreflang_missing'; locales: string };

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    result[match[1]!.toLowerCase()] = decode(match[3] ?? match[4] ?? '');
  }
  return result;
}

/** Reads title, meta and link tags from server-rendered HTML (our own pages, so a tag scan is enough). */
export function parseHead(html: string): HeadSnapshot {
  const head = html.split(/<\/head>/i)[0] ?? html;
  const metas = [...head.matchAll(/<meta\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const meta = (key: string) => metas.find((m) => m.name === key || m.property === key)?.content ?? null;
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const hreflang: Record<string, string> = {};
  for (const link of links) if (link.rel === 'alternate' && link.hreflang && link.href) hreflang[link.hreflang] = link.href;
  return {
    title: title ? decode(title.trim()) : null,
    description: meta('description'),
    canonical: links.find((link) => link.rel === 'canonical')?.href ?? null,
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    hreflang,
  };
}

/** The checks: title over 60, description missing or over 160, no image, missing hreflang, noindex. */
export function previewWarnings(head: HeadSnapshot): PreviewWarning[] {
  const warnings: PreviewWarning[] = [];
  if (!head.title) warnings.push({ key: 'title_missing' });
  else if (head.title.length > TITLE_MAX) warnings.push({ key: 'title_long', length: head.title.length });
  if (!head.description) warnings.push({ key: 'description_missing' });
  else if (head.description.length > DESCRIPTION_MAX) warnings.push({ key: 'description_long', length: head.description.length });
  if (!head.ogImage) warnings.push({ key: 'image_missing' });
  if (!head.canonical) warnings.push({ key: 'canonical_missing' });
  const missing = [...locales, 'x-default'].filter((locale) => !head.hreflang[locale]);
  if (missing.length > 0) warnings.push({ key: 'hreflang_missing', locales: missing.join(', ') });
  if (head.robots && /noindex/i.test(head.robots)) warnings.push({ key: 'noindex' });
  return warnings;
}
