import {
  DESCRIPTION_FONT,
  DESCRIPTION_MAX_PX,
  TITLE_FONT,
  TITLE_MAX_PX,
  textWidth,
} from './pixel-width';

/** What a crawler reads from a page's head. */
export interface HeadSnapshot {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  ogImageAlt: string | null;
  ogSiteName: string | null;
  ogUrl: string | null;
  hreflang: Record<string, string>;
}

export type PreviewWarning =
  | { key: 'title_missing' | 'description_missing' | 'image_missing' }
  | { key: 'title_long' | 'description_long'; width: number; max: number };

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
  const meta = (key: string) =>
    metas.find((m) => m.name === key || m.property === key)?.content ?? null;
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const hreflang: Record<string, string> = {};
  for (const link of links)
    if (link.rel === 'alternate' && link.hreflang && link.href) hreflang[link.hreflang] = link.href;
  return {
    title: title ? decode(title.trim()) : null,
    description: meta('description'),
    canonical: links.find((link) => link.rel === 'canonical')?.href ?? null,
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    ogImageAlt: meta('og:image:alt'),
    ogSiteName: meta('og:site_name'),
    ogUrl: meta('og:url'),
    hreflang,
  };
}

/** The texts of the result and the card: title over 580 px, description missing or over 920 px (desktop), no image. Canonical, robots and hreflang are checks (checks.ts). */
export function previewWarnings(head: HeadSnapshot): PreviewWarning[] {
  const warnings: PreviewWarning[] = [];
  if (!head.title) warnings.push({ key: 'title_missing' });
  else if (textWidth(head.title, TITLE_FONT) > TITLE_MAX_PX)
    warnings.push({
      key: 'title_long',
      width: Math.round(textWidth(head.title, TITLE_FONT)),
      max: TITLE_MAX_PX,
    });
  if (!head.description) warnings.push({ key: 'description_missing' });
  else if (textWidth(head.description, DESCRIPTION_FONT) > DESCRIPTION_MAX_PX.desktop) {
    warnings.push({
      key: 'description_long',
      width: Math.round(textWidth(head.description, DESCRIPTION_FONT)),
      max: DESCRIPTION_MAX_PX.desktop,
    });
  }
  if (!head.ogImage) warnings.push({ key: 'image_missing' });
  return warnings;
}
