import {
  DESCRIPTION_FONT,
  DESCRIPTION_MAX_PX,
  TITLE_FONT,
  TITLE_MAX_PX,
  truncateToWidth,
  widthUsage,
  type WidthLevel,
} from './pixel-width';
import type { HeadSnapshot } from './preview';

export type SerpDevice = 'desktop' | 'mobile';

export interface SerpField {
  /** The text as Google would show it, cut with " ..." past the limit. */
  shown: string;
  width: number;
  max: number;
  level: WidthLevel;
}

export interface SerpSnippet {
  siteName: string;
  host: string;
  /** The URL line: `https://host › segment › segment`. */
  breadcrumb: string;
  title: SerpField;
  description: SerpField | null;
}

function field(text: string, max: number, font: typeof TITLE_FONT): SerpField {
  const usage = widthUsage(text, max, font);
  return {
    shown: truncateToWidth(text, max, font),
    width: Math.round(usage.width),
    max,
    level: usage.level,
  };
}

/**
 * A search result as Google draws it on `device`: the site name and breadcrumb URL over the title (580 px
 * at 20 px Arial on both devices; mobile wraps it, the cut is the same) and the description (920 px
 * desktop, 680 px mobile, 14 px Arial). The URL is the canonical one, the address Google shows.
 */
export function serpSnippet(head: HeadSnapshot, url: string, device: SerpDevice): SerpSnippet {
  const address = new URL(head.canonical ?? url, 'http://shop.invalid');
  const segments = address.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const origin = address.host === 'shop.invalid' ? '' : `${address.protocol}//${address.host}`;
  return {
    siteName: head.ogSiteName ?? address.host,
    host: address.host,
    breadcrumb: [origin, ...segments].filter(Boolean).join(' › '),
    title: field(head.title ?? '', TITLE_MAX_PX, TITLE_FONT),
    description: head.description
      ? field(head.description, DESCRIPTION_MAX_PX[device], DESCRIPTION_FONT)
      : null,
  };
}
