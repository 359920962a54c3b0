import { locales, type Locale } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/slugs';
import {
  checkHreflang,
  checkRobots,
  pathOf,
  type CheckFinding,
  type CheckId,
  type LocalePage,
} from './checks';
import { sketchSimilarity } from './crawl';
import type { CsvCell } from './csv';
import type { HeadSnapshot, PreviewWarning } from './preview';

/**
 * The whole-site report of the SEO preview (issue 29): every sitemap URL with the warnings of the
 * single-page checks, plus what only the whole site shows (hreflang answered back, duplicate titles
 * and descriptions). The server checks each page on its own (preview-loader.ts, one request per URL);
 * these pure functions join the pages, in the browser as they arrive.
 */

/**
 * Pages the report loads at once: the browser asks for no more than this, and the server holds every
 * report request to it too (preview-loader.ts), each one being a full render of the same server.
 */
export const REPORT_CONCURRENCY = 4;

/** What the server answers for one page: the facts the cross-page checks need and its own findings. */
export interface PageSnapshot {
  /** The sitemap path that was requested. */
  path: string;
  /** Where its redirect chain ended, or null when it could not be loaded. */
  finalPath: string | null;
  status: number | null;
  head: HeadSnapshot | null;
  /** Status, canonical, JSON-LD, image alt and heading findings that need attention (no passes). */
  findings: CheckFinding[];
  /** Title and description widths in pixels, missing texts and image. */
  warnings: PreviewWarning[];
  /** Internal links of the page (paths with their query), which the crawl follows. */
  links?: string[];
  /** The texts of its h1 headings. */
  h1?: string[];
  /** The bottom-k sketch of its main text's word shingles (crawl.ts), for near duplicates. */
  sketch?: number[];
}

export type ReportKind = CheckId | 'snippet' | 'duplicates' | 'soft404' | 'links' | 'content';
export const REPORT_KINDS: readonly ReportKind[] = [
  'status',
  'canonical',
  'hosts',
  'robots',
  'hreflang',
  'jsonLd',
  'images',
  'headings',
  'social',
  'snippet',
  'duplicates',
  'soft404',
  'links',
  'content',
];

/** The message of an issue: seoPreview.<message> in messages/*.json. */
export type ReportMessage =
  | `check_${CheckFinding['key']}`
  | `warning_${PreviewWarning['key']}`
  | 'report_duplicate_title'
  | 'report_duplicate_description'
  | 'report_duplicate_h1'
  | 'report_near_duplicate'
  | 'report_soft_404_not_found'
  | 'report_soft_404_past_last'
  | 'report_links_to_redirects';

export interface ReportIssue {
  kind: ReportKind;
  level: 'warn' | 'fail';
  message: ReportMessage;
  params?: Record<string, string | number>;
}

export interface ReportRow {
  path: string;
  locale: Locale;
  status: number | null;
  issues: ReportIssue[];
}

const needsAttention = (
  finding: CheckFinding,
): finding is CheckFinding & { level: 'warn' | 'fail' } => finding.level !== 'pass';

const fromFinding = (finding: CheckFinding & { level: 'warn' | 'fail' }): ReportIssue => ({
  kind: finding.check,
  level: finding.level,
  message: `check_${finding.key}`,
  ...(finding.params ? { params: finding.params } : {}),
});

const fromWarning = (warning: PreviewWarning): ReportIssue => ({
  kind: 'snippet',
  level: warning.key === 'title_missing' ? 'fail' : 'warn',
  message: `warning_${warning.key}`,
  ...('width' in warning ? { params: { width: warning.width, max: warning.max } } : {}),
});

/** A page search engines may index: it answers 200 itself, has no noindex and names itself canonical (or nothing). */
export function isIndexable(page: PageSnapshot): boolean {
  if (page.status !== 200 || page.finalPath !== page.path || !page.head) return false;
  if (/\bnoindex\b|\bnone\b/i.test(page.head.robots ?? '')) return false;
  return !page.head.canonical || pathOf(page.head.canonical) === page.path;
}

/** Others named in a duplicate message; the count says how many there are in all. */
const NAMED_DUPLICATES_MAX = 5;

/**
 * Indexable pages of one language that share a title (or a description), each with the others of its
 * group. Compared without case and extra spaces, as a reader would see them; languages apart, since
 * a page and its translation may rightly share a brand or a product name.
 */
export function findDuplicates(
  pages: readonly PageSnapshot[],
  field: 'title' | 'description' | 'h1',
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    const text = !isIndexable(page) ? null : field === 'h1' ? page.h1?.[0] : page.head?.[field];
    if (!text) continue;
    const key = `${splitLocale(page.path).locale}\u0000${text.replace(/\s+/g, ' ').trim().toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), page.path]);
  }
  const others = new Map<string, string[]>();
  for (const paths of groups.values()) {
    if (paths.length < 2) continue;
    for (const path of paths)
      others.set(
        path,
        paths.filter((other) => other !== path),
      );
  }
  return others;
}

const DUPLICATE_MESSAGES = {
  title: 'report_duplicate_title',
  description: 'report_duplicate_description',
  h1: 'report_duplicate_h1',
} as const;

function duplicateIssue(
  field: 'title' | 'description' | 'h1',
  others: readonly string[],
): ReportIssue {
  const named = others.slice(0, NAMED_DUPLICATES_MAX).join(', ');
  return {
    kind: 'duplicates',
    level: 'warn',
    message: DUPLICATE_MESSAGES[field],
    params: {
      count: others.length,
      pages: others.length > NAMED_DUPLICATES_MAX ? `${named}, …` : named,
    },
  };
}

/**
 * The language versions a page names, as loaded in the report, for the hreflang check: a version
 * missing from the report (not in the sitemap, or not loaded yet) is left out rather than guessed.
 */
function languageVersions(
  page: PageSnapshot,
  byPath: ReadonlyMap<string, PageSnapshot>,
): LocalePage[] {
  const locale = splitLocale(page.path).locale;
  const own: LocalePage = { locale, path: page.finalPath ?? page.path, head: page.head };
  const others = locales.flatMap((other): LocalePage[] => {
    const href = other === locale ? undefined : page.head?.hreflang[other];
    const version = href ? byPath.get(pathOf(href)) : undefined;
    return version
      ? [{ locale: other, path: version.finalPath ?? version.path, head: version.head }]
      : [];
  });
  return [own, ...others];
}

/** Near duplicates: pages of one language whose main texts share at least this share of shingles. */
export const NEAR_DUPLICATE_SIMILARITY = 0.9;
/** Fewer shingles than this (an almost empty page) say nothing about duplicate content. */
const NEAR_DUPLICATE_MIN_SHINGLES = 8;

/** Indexable pages of one language with a near-duplicate main text, each with the others and the highest similarity. */
export function findNearDuplicates(
  pages: readonly PageSnapshot[],
): Map<string, { others: string[]; similarity: number }> {
  const candidates = pages.filter(
    (page) => isIndexable(page) && (page.sketch?.length ?? 0) >= NEAR_DUPLICATE_MIN_SHINGLES,
  );
  const found = new Map<string, { others: string[]; similarity: number }>();
  const add = (path: string, other: string, similarity: number) => {
    const entry = found.get(path) ?? { others: [], similarity: 0 };
    entry.others.push(other);
    entry.similarity = Math.max(entry.similarity, similarity);
    found.set(path, entry);
  };
  for (let i = 0; i < candidates.length; i += 1)
    for (let j = i + 1; j < candidates.length; j += 1) {
      const a = candidates[i]!;
      const b = candidates[j]!;
      if (splitLocale(a.path).locale !== splitLocale(b.path).locale) continue;
      const similarity = sketchSimilarity(a.sketch!, b.sketch!);
      if (similarity < NEAR_DUPLICATE_SIMILARITY) continue;
      add(a.path, b.path, similarity);
      add(b.path, a.path, similarity);
    }
  return found;
}

/** What the crawl learnt besides the pages: the shop's not-found page and listings past their last page. */
export interface CrawlFacts {
  /** The not-found page of each language (its title and h1), as the shop answers an unknown path. */
  notFound: Partial<Record<Locale, { title: string | null; h1: string | null }>>;
  /** Per paginated listing path, its page past the last as loaded. */
  pastTheLast: ReadonlyMap<string, PageSnapshot>;
}

const normalText = (text: string | null | undefined) =>
  text ? text.replace(/\s+/g, ' ').trim().toLowerCase() : null;

/** A 200 page that shows the not-found page's title or h1: search engines call it a soft 404. */
function looksNotFound(page: PageSnapshot, facts: CrawlFacts | undefined): boolean {
  const notFound = facts?.notFound[splitLocale(page.path).locale];
  if (!notFound || page.status !== 200 || page.finalPath !== page.path) return false;
  const title = normalText(page.head?.title);
  const h1 = normalText(page.h1?.[0]);
  return (
    (title !== null && title === normalText(notFound.title)) ||
    (h1 !== null && h1 === normalText(notFound.h1))
  );
}

const named = (paths: readonly string[]) =>
  paths.length > NAMED_DUPLICATES_MAX
    ? `${paths.slice(0, NAMED_DUPLICATES_MAX).join(', ')}, …`
    : paths.join(', ');

/** The page's links to this shop's addresses that answer a redirect, as `link → target`. */
function linksToRedirects(
  page: PageSnapshot,
  snapshots: ReadonlyMap<string, PageSnapshot>,
): string[] {
  return (page.links ?? []).flatMap((link) => {
    const target = snapshots.get(link);
    return target?.finalPath && target.finalPath !== link ? [`${link} → ${target.finalPath}`] : [];
  });
}

/**
 * One row per loaded page: the sitemap's URLs in sitemap order, then the pages the crawl found by
 * following links, with every issue found so far.
 */
export function buildReport(
  sitemap: readonly string[],
  snapshots: ReadonlyMap<string, PageSnapshot>,
  facts?: CrawlFacts,
): ReportRow[] {
  const listed = new Set(sitemap);
  const pages = [
    ...sitemap.flatMap((path) => snapshots.get(path) ?? []),
    ...[...snapshots.values()].filter((page) => !listed.has(page.path)),
  ];
  const titles = findDuplicates(pages, 'title');
  const descriptions = findDuplicates(pages, 'description');
  const headings = findDuplicates(pages, 'h1');
  // Every pair of pages is compared: once the crawl is done (facts known), not on every page's arrival.
  const nearDuplicates = facts ? findNearDuplicates(pages) : new Map<string, never>();
  return pages.map((page) => {
    const versions = languageVersions(page, snapshots);
    const finalPath = page.finalPath ?? page.path;
    // A page found only by its links that says noindex (the cart, search) is noindex by design; a
    // listing's further pages and filters (`?page=2`, `?category=…`) are found from it, not listed.
    const robots = page.head
      ? checkRobots(page.head, finalPath, listed).filter(
          (finding) =>
            listed.has(page.path) ||
            (finding.key !== 'robots_noindex' &&
              !(finding.key === 'robots_not_in_sitemap' && finalPath.includes('?'))),
        )
      : [];
    const crossPage = page.head ? [...robots, ...checkHreflang(versions[0]!, versions)] : [];
    const issues: ReportIssue[] = [
      ...page.findings.filter(needsAttention).map(fromFinding),
      ...crossPage.filter(needsAttention).map(fromFinding),
      ...page.warnings.map(fromWarning),
    ];
    if (looksNotFound(page, facts))
      issues.push({ kind: 'soft404', level: 'fail', message: 'report_soft_404_not_found' });
    const pastTheLast = facts?.pastTheLast.get(page.path);
    if (pastTheLast?.status === 200)
      issues.push({
        kind: 'soft404',
        level: 'fail',
        message: 'report_soft_404_past_last',
        params: { target: pastTheLast.path },
      });
    const redirects = linksToRedirects(page, snapshots);
    if (redirects.length > 0)
      issues.push({
        kind: 'links',
        level: 'warn',
        message: 'report_links_to_redirects',
        params: { count: redirects.length, pages: named(redirects) },
      });
    const sameTitle = titles.get(page.path);
    if (sameTitle) issues.push(duplicateIssue('title', sameTitle));
    const sameDescription = descriptions.get(page.path);
    if (sameDescription) issues.push(duplicateIssue('description', sameDescription));
    const sameHeading = headings.get(page.path);
    if (sameHeading) issues.push(duplicateIssue('h1', sameHeading));
    const near = nearDuplicates.get(page.path);
    if (near)
      issues.push({
        kind: 'content',
        level: 'warn',
        message: 'report_near_duplicate',
        params: {
          count: near.others.length,
          pages: named(near.others),
          percent: Math.round(near.similarity * 100),
        },
      });
    return { path: page.path, locale: splitLocale(page.path).locale, status: page.status, issues };
  });
}

export interface ReportFilter {
  /** '' shows every page, 'any' the pages with at least one issue, a kind the pages with that kind. */
  kind: ReportKind | 'any' | '';
  locale: Locale | '';
  /** Matched, without case, against the path and the issues' texts. */
  text: string;
}

/** The rows that pass the filter; `describe` gives an issue's text as staff read it. */
export function filterReport(
  rows: readonly ReportRow[],
  filter: ReportFilter,
  describe: (issue: ReportIssue) => string,
): ReportRow[] {
  const needle = filter.text.trim().toLowerCase();
  return rows.filter((row) => {
    if (filter.locale && row.locale !== filter.locale) return false;
    if (filter.kind === 'any' && row.issues.length === 0) return false;
    if (
      filter.kind &&
      filter.kind !== 'any' &&
      !row.issues.some((issue) => issue.kind === filter.kind)
    )
      return false;
    if (!needle) return true;
    return (
      row.path.toLowerCase().includes(needle) ||
      row.issues.some((issue) => describe(issue).toLowerCase().includes(needle))
    );
  });
}

/** The CSV of the rows shown: one line per issue, and one line for a page without any. */
export function reportCsvRows(
  rows: readonly ReportRow[],
  header: readonly string[],
  text: {
    kind: (kind: ReportKind) => string;
    level: (level: ReportIssue['level']) => string;
    issue: (issue: ReportIssue) => string;
  },
): CsvCell[][] {
  const lines: CsvCell[][] = [[...header]];
  for (const row of rows) {
    if (row.issues.length === 0) lines.push([row.path, row.locale, row.status, '', '', '']);
    for (const issue of row.issues)
      lines.push([
        row.path,
        row.locale,
        row.status,
        text.kind(issue.kind),
        text.level(issue.level),
        text.issue(issue),
      ]);
  }
  return lines;
}
