import { locales, type Locale } from '@/lib/i18n/locales';
import type { HeadSnapshot } from './preview';
import type { PreviewHop } from './preview-path';

/**
 * The SEO preview's checks: each finding names its check, how bad it is, the facts to show (message
 * parameters) and the page of the shop where the fix belongs. Pure functions over the HTML the server
 * sent (a crawler reads nothing else), tested on small fixtures.
 */
export type CheckId =
  | 'status'
  | 'canonical'
  | 'hosts'
  | 'robots'
  | 'hreflang'
  | 'jsonLd'
  | 'images'
  | 'headings'
  | 'social';
export type CheckLevel = 'pass' | 'warn' | 'fail';

/** Each finding's message, seoPreview.check_<key> in messages/*.json. */
export type CheckKey =
  | 'status_ok'
  | 'status_unreachable'
  | 'status_error'
  | 'status_redirect'
  | 'status_temporary'
  | 'canonical_ok'
  | 'canonical_missing'
  | 'canonical_elsewhere'
  | 'hosts_ok'
  | 'hosts_foreign'
  | 'robots_ok'
  | 'robots_indexable'
  | 'robots_noindex'
  | 'robots_noindex_in_sitemap'
  | 'robots_not_in_sitemap'
  | 'hreflang_ok'
  | 'hreflang_missing'
  | 'hreflang_self'
  | 'hreflang_wrong_target'
  | 'hreflang_not_reciprocal'
  | 'jsonld_types'
  | 'jsonld_none'
  | 'jsonld_invalid'
  | 'jsonld_missing'
  | 'images_ok'
  | 'images_missing_alt'
  | 'headings_ok'
  | 'headings_no_h1'
  | 'headings_many_h1'
  | 'headings_skipped'
  | 'social_ok'
  | 'social_svg_image'
  | 'social_image_alt_missing';

export interface CheckFinding {
  check: CheckId;
  level: CheckLevel;
  key: CheckKey;
  params?: Record<string, string | number>;
  /** The shop path of the page to fix (where the finding lives). */
  fixPath?: string;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

const textOf = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The path (with query) of an absolute or relative shop URL, as the preview compares addresses. */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

/** What the checks read from a page's body. */
export interface BodySnapshot {
  images: { src: string; alt: string | null }[];
  headings: { level: number; text: string }[];
  /** Each JSON-LD block, parsed, or `null` when it is not valid JSON. */
  jsonLd: (unknown | null)[];
}

export function parseBody(html: string): BodySnapshot {
  const withoutScripts = html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const images = [...withoutScripts.matchAll(/<img\b[^>]*>/gi)].map((match) => {
    const tag = match[0];
    const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
    const alt = /\salt\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
    return {
      src: decode(src?.[2] ?? src?.[3] ?? ''),
      alt: alt ? decode(alt[2] ?? alt[3] ?? '') : /\salt(\s|\/?>)/i.test(tag) ? '' : null,
    };
  });
  const headings = [...withoutScripts.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map(
    (match) => ({ level: Number(match[1]), text: textOf(match[2]!) }),
  );
  const jsonLd = [
    ...html.matchAll(
      /<script\b[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
    ),
  ].map((match) => {
    try {
      return JSON.parse(match[1]!) as unknown;
    } catch {
      return null;
    }
  });
  return { images, headings, jsonLd };
}

/** Status and redirect chain: one 200 answer, no hops; a redirect that must stay is permanent. */
export function checkStatus(chain: readonly PreviewHop[], path: string): CheckFinding[] {
  const last = chain.at(-1);
  if (!last) return [{ check: 'status', level: 'fail', key: 'status_unreachable', fixPath: path }];
  const findings: CheckFinding[] = [];
  if (last.status !== 200)
    findings.push({
      check: 'status',
      level: 'fail',
      key: 'status_error',
      params: { status: last.status },
      fixPath: last.path,
    });
  const redirects = chain.filter((hop) => hop.location !== undefined);
  if (redirects.length > 0) {
    findings.push({
      check: 'status',
      level: redirects.length > 1 ? 'fail' : 'warn',
      key: 'status_redirect',
      params: { hops: redirects.length, final: last.path },
      fixPath: path,
    });
    const temporary = redirects.find((hop) => hop.status !== 301 && hop.status !== 308);
    if (temporary)
      findings.push({
        check: 'status',
        level: 'warn',
        key: 'status_temporary',
        params: { status: temporary.status, from: temporary.path },
        fixPath: temporary.path,
      });
  }
  if (findings.length === 0)
    findings.push({
      check: 'status',
      level: 'pass',
      key: 'status_ok',
      params: { status: last.status },
    });
  return findings;
}

/** The canonical link must name the page itself; naming another page hands its ranking over. */
export function checkCanonical(head: HeadSnapshot, finalPath: string): CheckFinding[] {
  if (!head.canonical)
    return [{ check: 'canonical', level: 'warn', key: 'canonical_missing', fixPath: finalPath }];
  const target = pathOf(head.canonical);
  if (target !== finalPath)
    return [
      {
        check: 'canonical',
        level: 'fail',
        key: 'canonical_elsewhere',
        params: { target },
        fixPath: finalPath,
      },
    ];
  return [{ check: 'canonical', level: 'pass', key: 'canonical_ok' }];
}

/**
 * Issue 42: the canonical, every hreflang and `og:url` name the shop's own host (the address the
 * report was run on or one of its aliases). Another host hands the page's ranking to that site; a
 * development address (`http://localhost:3917`) left in a setting does the same silently.
 */
export function checkHosts(
  head: HeadSnapshot,
  shopOrigins: readonly string[],
  path: string,
): CheckFinding[] {
  const named: [tag: string, url: string | null][] = [
    ['canonical', head.canonical],
    ...Object.entries(head.hreflang).map(([locale, url]): [string, string] => [
      `hreflang ${locale}`,
      url,
    ]),
    ['og:url', head.ogUrl],
  ];
  const foreign = named.flatMap(([tag, url]) => {
    if (!url) return [];
    let origin: string;
    try {
      // A relative address is on the page's own host.
      origin = new URL(url, shopOrigins[0] ?? 'http://shop.invalid').origin;
    } catch {
      return [{ tag, url }];
    }
    return shopOrigins.includes(origin) ? [] : [{ tag, url }];
  });
  if (foreign.length === 0) return [{ check: 'hosts', level: 'pass', key: 'hosts_ok' }];
  return foreign.map(({ tag, url }) => ({
    check: 'hosts' as const,
    level: 'fail' as const,
    key: 'hosts_foreign' as const,
    params: { tag, url },
    fixPath: path,
  }));
}

/**
 * Issue 42: the card a shared link shows. Facebook, X and LinkedIn draw no SVG image, and the
 * image's alternative text (`og:image:alt`) is what screen readers of those networks read.
 */
export function checkSocial(head: HeadSnapshot, path: string): CheckFinding[] {
  if (!head.ogImage) return [];
  const findings: CheckFinding[] = [];
  let svg: boolean;
  try {
    svg = /\.svgz?$/i.test(new URL(head.ogImage, 'http://shop.invalid').pathname);
  } catch {
    svg = false;
  }
  if (svg)
    findings.push({
      check: 'social',
      level: 'warn',
      key: 'social_svg_image',
      params: { image: head.ogImage },
      fixPath: path,
    });
  if (!head.ogImageAlt?.trim())
    findings.push({
      check: 'social',
      level: 'warn',
      key: 'social_image_alt_missing',
      fixPath: path,
    });
  return findings.length > 0 ? findings : [{ check: 'social', level: 'pass', key: 'social_ok' }];
}

/** robots and noindex against the sitemap: the sitemap lists exactly the pages meant to be indexed. */
export function checkRobots(
  head: HeadSnapshot,
  finalPath: string,
  sitemap: ReadonlySet<string> | null,
): CheckFinding[] {
  const noindex = /\bnoindex\b|\bnone\b/i.test(head.robots ?? '');
  const listed = sitemap?.has(finalPath) ?? null;
  if (noindex && listed)
    return [
      { check: 'robots', level: 'fail', key: 'robots_noindex_in_sitemap', fixPath: finalPath },
    ];
  if (noindex)
    return [{ check: 'robots', level: 'warn', key: 'robots_noindex', fixPath: finalPath }];
  if (listed === false)
    return [{ check: 'robots', level: 'warn', key: 'robots_not_in_sitemap', fixPath: finalPath }];
  return [{ check: 'robots', level: 'pass', key: listed ? 'robots_ok' : 'robots_indexable' }];
}

export interface LocalePage {
  locale: Locale;
  /** The path the page was finally served from. */
  path: string;
  head: HeadSnapshot | null;
}

/**
 * hreflang across the four languages: each version names all four (and x-default), and every
 * version it names names it back. Search engines ignore a pair confirmed from one side only.
 */
export function checkHreflang(page: LocalePage, all: readonly LocalePage[]): CheckFinding[] {
  if (!page.head) return [];
  const links = page.head.hreflang;
  const findings: CheckFinding[] = [];
  const missing = [...locales, 'x-default'].filter((locale) => !links[locale]);
  if (missing.length > 0)
    findings.push({
      check: 'hreflang',
      level: 'fail',
      key: 'hreflang_missing',
      params: { locales: missing.join(', ') },
      fixPath: page.path,
    });
  if (links[page.locale] && pathOf(links[page.locale]!) !== page.path) {
    findings.push({
      check: 'hreflang',
      level: 'fail',
      key: 'hreflang_self',
      params: { target: pathOf(links[page.locale]!) },
      fixPath: page.path,
    });
  }
  for (const other of all) {
    if (other.locale === page.locale || !links[other.locale]) continue;
    const named = pathOf(links[other.locale]!);
    if (named !== other.path) {
      findings.push({
        check: 'hreflang',
        level: 'fail',
        key: 'hreflang_wrong_target',
        params: { locale: other.locale, target: named, actual: other.path },
        fixPath: page.path,
      });
      continue;
    }
    const back = other.head?.hreflang[page.locale];
    if (!back || pathOf(back) !== page.path) {
      findings.push({
        check: 'hreflang',
        level: 'fail',
        key: 'hreflang_not_reciprocal',
        params: { locale: other.locale, target: other.path, back: back ? pathOf(back) : '—' },
        fixPath: other.path,
      });
    }
  }
  if (findings.length === 0)
    findings.push({ check: 'hreflang', level: 'pass', key: 'hreflang_ok' });
  return findings;
}

// The checks of a page's body (structured data, images, headings) live beside these.
export { checkHeadings, checkImages, checkJsonLd, REQUIRED_PROPERTIES } from './body-checks';
