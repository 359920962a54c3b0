import 'server-only';
import { getConfig } from '@/lib/config';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { switchLocalePath } from '@/lib/i18n/slugs';
import pLimit from 'p-limit';
import { log } from '@/lib/log';
import {
  checkCanonical,
  checkHeadings,
  checkHosts,
  checkHreflang,
  checkImages,
  checkSocial,
  checkJsonLd,
  checkRobots,
  checkStatus,
  parseBody,
  pathOf,
  type BodySnapshot,
  type CheckFinding,
} from './checks';
import { parsePageText, type PageText } from './page-text';
import { h1Texts, mainWords, pageLinks, shingleSketch } from './crawl';
import { REPORT_CONCURRENCY, type PageSnapshot } from './site-report';
import { socialCard, type SocialCard } from './social-card';
import { parseHead, previewWarnings, type HeadSnapshot, type PreviewWarning } from './preview';
import {
  fetchShopPage,
  parsePreviewPath,
  previewOrigin,
  type PreviewHop,
  type PreviewPathError,
  type PreviewStop,
} from './preview-path';

export interface LocalePreview {
  locale: Locale;
  language: string;
  url: string;
  status: number | null;
  /** The redirect chain (every hop but the last is a redirect); empty when the page could not be reached. */
  chain: PreviewHop[];
  stop: PreviewStop | null;
  refused: string | null;
  head: HeadSnapshot | null;
  warnings: PreviewWarning[];
  /** The Open Graph card as the networks show it. */
  card: SocialCard | null;
  /** Status, canonical, robots against the sitemap, hreflang, JSON-LD, image alts and headings. */
  checks: CheckFinding[];
  /** The main content's words, for the focus keyphrase and readability (issue 42). */
  text: PageText | null;
}

/** `path_not_found`: the shop answers 404 for the path (a typo, an old product), so there is nothing to preview. */
export type SeoPreviewError = PreviewPathError | 'path_not_found';
export type SeoPreviewResult =
  { ok: true; path: string; previews: LocalePreview[] } | { ok: false; error: SeoPreviewError };

interface Snapshot {
  status: number | null;
  chain: PreviewHop[];
  stop: PreviewStop | null;
  refused: string | null;
  head: HeadSnapshot | null;
  body: BodySnapshot | null;
  text: PageText | null;
  html: string | null;
}

/**
 * Other names of the shop: its public address (SITE_URL) and localhost on the same port (the origin
 * Next gives its own absolute redirects). A redirect to them stays in the shop and is fetched
 * locally all the same.
 */
function shopAliases(origin: string): string[] {
  const aliases = [origin.replace('//127.0.0.1:', '//localhost:')];
  try {
    aliases.push(new URL(getConfig().SITE_URL).origin);
  } catch {
    // No valid SITE_URL: only the local names.
  }
  return aliases;
}

async function snapshot(origin: string, path: string): Promise<Snapshot> {
  try {
    const result = await fetchShopPage(path, { origin, sameSite: shopAliases(origin) });
    const last = result.chain.at(-1);
    return {
      status: last?.status ?? null,
      chain: result.chain,
      stop: result.stop ?? null,
      refused: result.refused ?? null,
      head: result.html === null ? null : parseHead(result.html),
      body: result.html === null ? null : parseBody(result.html),
      text: result.html === null ? null : parsePageText(result.html),
      html: result.html,
    };
  } catch (error) {
    log.warn(`seo-preview could not load ${path}`, error);
    return {
      status: null,
      chain: [],
      stop: null,
      refused: null,
      head: null,
      body: null,
      text: null,
      html: null,
    };
  }
}

/** Sitemap files read at most (an index names one file per chunk of pages). */
const SITEMAP_FILES_MAX = 20;

/** The paths the shop's sitemap lists (following a sitemap index), or `null` when it cannot be read. */
export async function sitemapPaths(origin: string): Promise<Set<string> | null> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) =>
      match[1]!.replace(/&amp;/g, '&'),
    );
  const read = async (path: string) =>
    (await fetchShopPage(path, { origin, sameSite: shopAliases(origin) })).html;
  try {
    const root = await read('/sitemap.xml');
    if (root === null) return null;
    const files = /<sitemapindex\b/.test(root)
      ? await Promise.all(
          locs(root)
            .slice(0, SITEMAP_FILES_MAX)
            .map((loc) => read(pathOf(loc))),
        )
      : [root];
    return new Set(files.flatMap((xml) => (xml === null ? [] : locs(xml).map(pathOf))));
  } catch (error) {
    log.warn('seo-preview could not read the sitemap', error);
    return null;
  }
}

/**
 * How one storefront path looks to search engines and social networks, in every language, with the
 * checks of each version. Only paths of this shop are fetched, from the fixed local origin (never
 * from request headers).
 */
export async function getSeoPreview(
  rawPath: string | undefined,
  origin = previewOrigin(),
): Promise<SeoPreviewResult> {
  const parsed = parsePreviewPath(rawPath);
  if (!parsed.ok) return parsed;
  const { path } = parsed;
  const first = await snapshot(origin, path);
  if (first.status === 404) return { ok: false, error: 'path_not_found' };
  const alternates = first.head?.hreflang ?? {};
  const firstPath = first.chain.at(-1)?.path;
  const [sitemap, ...loaded] = await Promise.all([
    sitemapPaths(origin),
    ...locales.map(async (locale) => {
      const alternate = alternates[locale] ? parsePreviewPath(pathOf(alternates[locale])) : null;
      const target = alternate?.ok ? alternate.path : switchLocalePath(path.split('?')[0]!, locale);
      // The version the path itself leads to keeps the path asked for, so its redirect chain shows.
      if (target === path || target === firstPath) return { locale, target: path, result: first };
      return { locale, target, result: await snapshot(origin, target) };
    }),
  ]);
  const pages = loaded.map(({ locale, result }) => ({
    locale,
    path: result.chain.at(-1)?.path ?? '',
    head: result.head,
  }));
  const previews = loaded.map(({ locale, target, result }, index): LocalePreview => {
    const { body, html: _html, ...shown } = result;
    const page = pages[index]!;
    const checks = [
      ...checkStatus(result.chain, target),
      ...(result.head
        ? [
            ...checkCanonical(result.head, page.path),
            ...checkHosts(result.head, [origin, ...shopAliases(origin)], page.path),
            ...checkRobots(result.head, page.path, sitemap),
            ...checkHreflang(page, pages),
            ...checkSocial(result.head, page.path),
          ]
        : []),
      ...(body
        ? [
            ...checkJsonLd(body, page.path),
            ...checkImages(body, page.path),
            ...checkHeadings(body, page.path),
          ]
        : []),
    ];
    return {
      locale,
      language: localeNames[locale],
      url: target,
      ...shown,
      warnings: result.head ? previewWarnings(result.head) : [],
      card: result.head ? socialCard(result.head, target, [origin, ...shopAliases(origin)]) : null,
      checks,
    };
  });
  return { ok: true, path, previews };
}

// Across every staff member running the report at once: hundreds of URLs, each a full render of this server.
const reportLimit = pLimit(REPORT_CONCURRENCY);

/**
 * One sitemap URL for the whole-site report: its status and redirect chain, its head, and the checks
 * that need only the page itself (status, canonical, JSON-LD, image alts, headings, snippet widths).
 * The checks across pages (robots against the sitemap, hreflang answered back, duplicates) run in
 * site-report.ts once the pages are in; its links, h1s and text sketch serve the crawl (crawl.ts).
 */
export async function getReportSnapshot(
  rawPath: string | undefined,
  origin = previewOrigin(),
): Promise<{ ok: true; snapshot: PageSnapshot } | { ok: false; error: PreviewPathError }> {
  const parsed = parsePreviewPath(rawPath);
  if (!parsed.ok) return parsed;
  const { path } = parsed;
  const result = await reportLimit(() => snapshot(origin, path));
  const finalPath = result.chain.at(-1)?.path ?? null;
  const checkedPath = finalPath ?? path;
  const findings = [
    ...checkStatus(result.chain, path),
    ...(result.head
      ? [
          ...checkCanonical(result.head, checkedPath),
          ...checkHosts(result.head, [origin, ...shopAliases(origin)], checkedPath),
          ...checkSocial(result.head, checkedPath),
        ]
      : []),
    ...(result.body
      ? [
          ...checkJsonLd(result.body, checkedPath),
          ...checkImages(result.body, checkedPath),
          ...checkHeadings(result.body, checkedPath),
        ]
      : []),
  ].filter((finding) => finding.level !== 'pass' && finding.key !== 'jsonld_types');
  return {
    ok: true,
    snapshot: {
      path,
      finalPath,
      status: result.status,
      head: result.head,
      findings,
      warnings: result.head ? previewWarnings(result.head) : [],
      ...(result.html === null
        ? {}
        : {
            links: pageLinks(result.html, checkedPath, [origin, ...shopAliases(origin)]),
            h1: h1Texts(result.html),
            sketch: shingleSketch(mainWords(result.html)),
          }),
    },
  };
}
