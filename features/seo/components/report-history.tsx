'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { compareRuns, type ProblemMap, type UrlChange } from '../report-history';
import { listRuns, loadRun, saveRun, type SeoReportRunSummary } from '../report-history-api';
import styles from './site-report.module.scss';

/** A run of this visit, finished in the browser: stored once, then compared with the runs before it. */
export interface FinishedRun {
  pages: number;
  problems: ProblemMap;
}

type Comparison =
  | { state: 'none' }
  | { state: 'failed' }
  | { state: 'done'; since: SeoReportRunSummary; changes: UrlChange[] };

/**
 * The report's history (issue 42): the stored runs, what changed since the last run once this one
 * is stored, and since the last run on or before a chosen date.
 */
export function ReportHistory({
  initialRuns,
  finished,
}: {
  initialRuns: readonly SeoReportRunSummary[];
  finished: FinishedRun | null;
}) {
  const t = useTranslations('seoPreview');
  const format = useFormatter();
  const locale = useLocale();
  const [runs, setRuns] = useState<readonly SeoReportRunSummary[]>(initialRuns);
  const [saved, setSaved] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [sinceLast, setSinceLast] = useState<Comparison | null>(null);
  const [date, setDate] = useState('');
  const [sinceDate, setSinceDate] = useState<Comparison | null>(null);
  const stored = useRef<FinishedRun | null>(null);
  const runsRef = useRef(runs);
  useEffect(() => {
    runsRef.current = runs;
  }, [runs]);

  const when = (run: SeoReportRunSummary) =>
    format.dateTime(new Date(run.created_at), { dateStyle: 'medium', timeStyle: 'short' });

  const compareWith = async (
    base: ProblemMap,
    since: SeoReportRunSummary | undefined,
  ): Promise<Comparison> => {
    if (!since) return { state: 'none' };
    const older = await loadRun(locale, since.id);
    return older
      ? { state: 'done', since, changes: compareRuns(base, older.problems) }
      : { state: 'failed' };
  };

  useEffect(() => {
    // Once per finished run, however often React runs the effect.
    if (!finished || stored.current === finished) return;
    stored.current = finished;
    const previous = runsRef.current[0];
    void (async () => {
      const summary = await saveRun(locale, finished.pages, finished.problems);
      if (!summary) {
        setSaved('failed');
        return;
      }
      setSaved('saved');
      setRuns((current) => [summary, ...current]);
      setSinceLast(await compareWith(finished.problems, previous));
    })();
    // compareWith reads only the locale, which this effect already names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, locale]);

  const compareWithDate = async () => {
    if (!date) return;
    // The newest run (this visit's once stored) against the last one on or before the date.
    const latest = runsRef.current[0];
    const base =
      saved === 'saved' && finished
        ? finished.problems
        : latest
          ? ((await loadRun(locale, latest.id))?.problems ?? null)
          : null;
    const before = await listRuns(locale, date);
    if (!base || !before) {
      setSinceDate({ state: 'failed' });
      return;
    }
    setSinceDate(
      await compareWith(
        base,
        before.find((run) => run.id !== latest?.id),
      ),
    );
  };

  return (
    <section className={styles.history} aria-labelledby="report-history-title">
      <h2 id="report-history-title">{t('historyTitle')}</h2>
      {saved === 'saved' && <p role="status">{t('historySaved')}</p>}
      {saved === 'failed' && <p role="alert">{t('historySaveFailed')}</p>}
      {sinceLast && (
        <ChangesTable
          id="report-since-last"
          title={
            sinceLast.state === 'done'
              ? t('historySinceLast', { date: when(sinceLast.since) })
              : t('historySinceLastTitle')
          }
          comparison={sinceLast}
        />
      )}
      <form
        className={styles.historyForm}
        onSubmit={(event) => {
          event.preventDefault();
          void compareWithDate();
        }}
      >
        <Input
          id="report-history-date"
          type="date"
          label={t('historyDateLabel')}
          value={date}
          required
          onChange={(event) => setDate(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={runs.length === 0}>
          {t('historyCompare')}
        </Button>
      </form>
      {sinceDate && (
        <ChangesTable
          id="report-since-date"
          title={
            sinceDate.state === 'done'
              ? t('historySinceDate', { date: when(sinceDate.since) })
              : t('historySinceDateTitle')
          }
          comparison={sinceDate}
        />
      )}
      {runs.length === 0 ? (
        <p>{t('historyNone')}</p>
      ) : (
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby="report-runs-caption"
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id="report-runs-caption">
              {t('historyRunsCaption', { count: runs.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('historyWhen')}</th>
                <th scope="col">{t('historyWho')}</th>
                <th scope="col">{t('historyPages')}</th>
                <th scope="col">{t('historyUrlsWithProblems')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <th scope="row">
                    <time dateTime={run.created_at}>{when(run)}</time>
                  </th>
                  <td>{run.staff_name ?? '—'}</td>
                  <td>{run.pages}</td>
                  <td>{run.urls_with_problems}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** New and resolved problems per URL, or why there is nothing to compare. */
function ChangesTable({
  id,
  title,
  comparison,
}: {
  id: string;
  title: string;
  comparison: Comparison;
}) {
  const t = useTranslations('seoPreview');
  if (comparison.state !== 'done')
    return (
      <p role={comparison.state === 'failed' ? 'alert' : undefined}>
        {comparison.state === 'failed' ? t('historyLoadFailed') : t('historyNoPrevious')}
      </p>
    );
  const problem = (key: string) => {
    const [kind, message] = key.split(':');
    return (
      <li key={key}>
        {t(`kind_${kind as 'status'}`)}: <code>{message}</code>
      </li>
    );
  };
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table} id={id}>
        <caption id={`${id}-caption`}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('historyUrl')}</th>
            <th scope="col">{t('historyNew')}</th>
            <th scope="col">{t('historyResolved')}</th>
          </tr>
        </thead>
        <tbody>
          {comparison.changes.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('historyNoChanges')}</td>
            </tr>
          ) : (
            comparison.changes.map((change) => (
              <tr key={change.path}>
                <th scope="row">
                  <code>{change.path}</code>
                </th>
                <td>
                  <ul className={styles.issues}>{change.added.map(problem)}</ul>
                </td>
                <td>
                  <ul className={styles.issues}>{change.resolved.map(problem)}</ul>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
