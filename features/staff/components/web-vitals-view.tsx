import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link';
import { WEB_VITALS_PERIODS, type RumSummary, type WebVitalsPeriod } from '@/lib/api/schemas/rum';
import { localeIso, type Locale } from '@/lib/i18n/locales';
import { staffHref } from './console';
import styles from './staff.module.scss';

/**
 * Issue 40: the real-user figures beside the SEO tools: the 75th percentile of each metric per page
 * kind and device class, rated against Google's thresholds, for the last 7 or 28 days.
 */
export async function StaffWebVitalsView({
  locale,
  summary,
  period,
}: {
  locale: Locale;
  summary: RumSummary;
  period: WebVitalsPeriod;
}) {
  const t = await getTranslations({ locale, namespace: 'staff.vitals' });
  const number = new Intl.NumberFormat(localeIso[locale], { maximumFractionDigits: 0 });
  const cls = new Intl.NumberFormat(localeIso[locale], { maximumFractionDigits: 3 });
  const base = staffHref(locale, '/vitals');
  return (
    <>
      <p>{t('lead')}</p>
      <nav aria-label={t('period')}>
        <ul className={styles.cards}>
          {WEB_VITALS_PERIODS.map((days) => (
            <li key={days}>
              <Link
                href={days === '7' ? base : `${base}?days=${days}`}
                prefetch={false}
                aria-current={days === period ? 'page' : undefined}
              >
                {t(`days${days}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {summary.rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption>{t('caption', { days: summary.days })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('page')}</th>
                <th scope="col">{t('device')}</th>
                <th scope="col">{t('metric')}</th>
                <th scope="col">{t('p75')}</th>
                <th scope="col">{t('samples')}</th>
                <th scope="col">{t('rating')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row) => (
                <tr key={`${row.page}-${row.device}-${row.metric}`} data-rating={row.rating}>
                  <td data-label={t('page')}>{t(`kinds.${row.page}`)}</td>
                  <td data-label={t('device')}>{t(`devices.${row.device}`)}</td>
                  <td data-label={t('metric')}>{row.metric}</td>
                  <td data-label={t('p75')}>
                    {row.metric === 'CLS' ? cls.format(row.p75) : `${number.format(row.p75)} ms`}
                  </td>
                  <td data-label={t('samples')}>{number.format(row.samples)}</td>
                  <td data-label={t('rating')}>{t(`ratings.${row.rating}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
