'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/button';
import { Field, Input } from '@/components/input';
import pLimit from 'p-limit';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { linkPath } from '@/lib/i18n/navigation';
import { crawl, CRAWL_MAX_PAGES, notFoundProbePath, pastTheLastProbes } from '../crawl';
import { toCsv } from '../csv';
import { hreflangMatrix } from '../hreflang-matrix';
import {
  buildReport,
  filterReport,
  REPORT_CONCURRENCY,
  REPORT_KINDS,
  reportCsvRows,
  type CrawlFacts,
  type PageSnapshot,
  type ReportFilter,
  type ReportIssue,
  type ReportKind,
} from '../site-report';
import { problemsOf } from '../report-history';
import type { SeoReportRunSummary } from '../report-history-api';
import { HreflangMatrix } from './hreflang-matrix';
import { ReportHistory, type FinishedRun } from './report-history';
import styles from './site-report.module.scss';

type RunState = 'idle' | 'running' | 'done';

/** A page the server could not answer for is shown as unreachable, like the single-page preview does. */
const unreachable = (path: string): PageSnapshot => ({
  path,
  finalPath: null,
  status: null,
  head: null,
  findings: [{ check: 'status', level: 'fail', key: 'status_unreachable', fixPath: path }],
  warnings: [],
});

/**
 * The whole-site report (issues 29, 42): the browser asks the staff-only snapshot route for each
 * sitemap URL and every page they link to (crawl.ts: bounded, one host), a few at a time, fills the
 * progress bar as answers come in, and joins them into one table (site-report.ts) that staff filter
 * and download as CSV, with the hreflang matrix below.
 */
export function SiteReport({
  sitemap,
  endpoint,
  previewHref,
  runs,
}: {
  sitemap: string[];
  endpoint: string;
  previewHref: string;
  /** The stored runs, newest first (issue 42). */
  runs: readonly SeoReportRunSummary[];
}) {
  const t = useTranslations('seoPreview');
  const [state, setState] = useState<RunState>('idle');
  const [snapshots, setSnapshots] = useState<ReadonlyMap<string, PageSnapshot>>(new Map());
  const [facts, setFacts] = useState<CrawlFacts | undefined>();
  const [found, setFound] = useState(sitemap.length);
  const [truncated, setTruncated] = useState(false);
  const [finished, setFinished] = useState<FinishedRun | null>(null);
  const [filter, setFilter] = useState<ReportFilter>({ kind: '', locale: '', text: '' });

  const describe = useCallback((issue: ReportIssue) => t(issue.message, issue.params ?? {}), [t]);
  const rows = useMemo(() => buildReport(sitemap, snapshots, facts), [sitemap, snapshots, facts]);
  const shown = useMemo(() => filterReport(rows, filter, describe), [rows, filter, describe]);
  const matrix = useMemo(
    () => (state === 'done' ? hreflangMatrix(rows, snapshots) : []),
    [state, rows, snapshots],
  );
  const done = snapshots.size;
  const total = Math.max(found, done);

  const load = async (path: string): Promise<PageSnapshot> => {
    try {
      const response = await fetch(`${endpoint}?path=${encodeURIComponent(path)}`, {
        // The staff session's cookie goes along (same origin).
        credentials: 'same-origin',
        cache: 'no-store',
      });
      return response.ok ? ((await response.json()) as PageSnapshot) : unreachable(path);
    } catch {
      return unreachable(path);
    }
  };

  const run = async () => {
    setState('running');
    setSnapshots(new Map());
    setFacts(undefined);
    setTruncated(false);
    setFound(sitemap.length);
    const limit = pLimit(REPORT_CONCURRENCY);
    // What the shop answers to a path it does not have, per language: a 200 page that looks the same is a soft 404.
    const missing = notFoundProbePath();
    const notFoundPages = await Promise.all(
      locales.map((locale) => limit(() => load(linkPath(locale, missing)))),
    );
    const result = await crawl({
      seeds: sitemap,
      load,
      concurrency: REPORT_CONCURRENCY,
      onPage: (snapshot, count) => {
        setFound(count);
        setSnapshots((previous) => new Map(previous).set(snapshot.path, snapshot));
      },
    });
    const probes = [...pastTheLastProbes(result.pages.keys())];
    const pastTheLast = new Map(
      await Promise.all(
        probes.map(async ([listing, probe]) => [listing, await limit(() => load(probe))] as const),
      ),
    );
    const crawlFacts: CrawlFacts = {
      notFound: Object.fromEntries(
        locales.map((locale, index) => {
          const page = notFoundPages[index]!;
          return [locale, { title: page.head?.title ?? null, h1: page.h1?.[0] ?? null }];
        }),
      ),
      pastTheLast,
    };
    setFacts(crawlFacts);
    setTruncated(result.truncated);
    setFinished({
      pages: result.pages.size,
      problems: problemsOf(buildReport(sitemap, result.pages, crawlFacts)),
    });
    setState('done');
  };

  const download = () => {
    const lines = reportCsvRows(
      shown,
      [
        t('reportPage'),
        t('reportLanguage'),
        t('reportStatus'),
        t('reportKind'),
        t('reportLevel'),
        t('reportMessage'),
      ],
      {
        kind: (kind) => t(`kind_${kind}`),
        level: (level) => t(`level_${level}`),
        issue: describe,
      },
    );
    // The byte-order mark tells spreadsheets the file is UTF-8 (Cyrillic and Romanian letters).
    const url = URL.createObjectURL(
      new Blob(['\uFEFF', toCsv(lines)], { type: 'text/csv;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `seo-report-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  // Screen readers hear the progress in quarters, not on every page.
  const withIssues = rows.filter((row) => row.issues.length > 0).length;
  const announcement =
    state === 'done'
      ? t('reportDone', { total, withIssues })
      : state === 'running'
        ? t('reportRunning', { percent: Math.floor((done * 4) / Math.max(total, 1)) * 25 })
        : '';

  return (
    <div className={styles.report}>
      <div className={styles.run}>
        <Button onClick={run} disabled={state === 'running'}>
          {t('reportStart', { count: total })}
        </Button>
        {state !== 'idle' && (
          <div className={styles.progress}>
            <label htmlFor="site-report-progress">{t('reportProgress', { done, total })}</label>
            <progress id="site-report-progress" max={total} value={done} />
          </div>
        )}
        <p role="status" className={styles.announcement}>
          {announcement}
        </p>
        {truncated && <p>{t('reportTruncated', { max: CRAWL_MAX_PAGES })}</p>}
      </div>

      <fieldset className={styles.filters}>
        <legend>{t('reportFilters')}</legend>
        <Field id="site-report-kind" label={t('reportFilterKind')} className={styles.field}>
          {(aria) => (
            <select
              id="site-report-kind"
              className={styles.select}
              value={filter.kind}
              onChange={(event) =>
                setFilter({ ...filter, kind: event.target.value as ReportFilter['kind'] })
              }
              {...aria}
            >
              <option value="">{t('reportKindAll')}</option>
              <option value="any">{t('reportKindAny')}</option>
              {REPORT_KINDS.map((kind: ReportKind) => (
                <option key={kind} value={kind}>
                  {t(`kind_${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="site-report-locale" label={t('reportFilterLocale')} className={styles.field}>
          {(aria) => (
            <select
              id="site-report-locale"
              className={styles.select}
              value={filter.locale}
              onChange={(event) =>
                setFilter({ ...filter, locale: event.target.value as Locale | '' })
              }
              {...aria}
            >
              <option value="">{t('reportLocaleAll')}</option>
              {locales.map((locale) => (
                <option key={locale} value={locale}>
                  {localeNames[locale]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Input
          id="site-report-text"
          type="search"
          label={t('reportFilterText')}
          fieldClassName={`${styles.field} ${styles.search}`}
          value={filter.text}
          onChange={(event) => setFilter({ ...filter, text: event.target.value })}
        />
        <Button
          variant="secondary"
          className={styles.download}
          onClick={download}
          disabled={done === 0}
        >
          {t('reportDownload')}
        </Button>
      </fieldset>

      <div
        className={styles.tableWrap}
        role="region"
        aria-labelledby="site-report-caption"
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id="site-report-caption">
            {t('reportCaption', { shown: shown.length, total: rows.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('reportPage')}</th>
              <th scope="col">{t('reportLanguage')}</th>
              <th scope="col">{t('reportStatus')}</th>
              <th scope="col">{t('reportIssues')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.path}>
                <th scope="row">
                  <a href={row.path} target="_blank" rel="noopener">
                    <code>{row.path}</code>
                  </a>{' '}
                  <a
                    className={styles.previewLink}
                    href={`${previewHref}?path=${encodeURIComponent(row.path)}`}
                  >
                    {t('reportOpenPreview')}
                  </a>
                </th>
                <td>{localeNames[row.locale]}</td>
                <td data-label={t('reportStatus')}>{row.status ?? '—'}</td>
                <td>
                  {row.issues.length === 0 ? (
                    <span className={styles.ok}>{t('reportNoIssues')}</span>
                  ) : (
                    <ul className={styles.issues}>
                      {row.issues.map((issue, index) => (
                        <li key={`${issue.message}-${index}`} data-level={issue.level}>
                          <span className={styles.kind}>{t(`kind_${issue.kind}`)}:</span>{' '}
                          {describe(issue)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {done > 0 && shown.length === 0 && <p className={styles.empty}>{t('reportEmpty')}</p>}
      </div>
      {matrix.length > 0 && <HreflangMatrix rows={matrix} />}
      <ReportHistory initialRuns={runs} finished={finished} />
    </div>
  );
}
