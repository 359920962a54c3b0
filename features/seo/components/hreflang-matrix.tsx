'use client';

import { useTranslations } from 'next-intl';
import { localeNames, locales } from '@/lib/i18n/locales';
import type { HreflangMatrixRow } from '../hreflang-matrix';
import styles from './site-report.module.scss';

/** Each indexable page against its four language versions (issue 42), folded until staff open it. */
export function HreflangMatrix({ rows }: { rows: readonly HreflangMatrixRow[] }) {
  const t = useTranslations('seoPreview');
  const reciprocal = rows.filter((row) =>
    locales.every((locale) => ['self', 'reciprocal'].includes(row.cells[locale].state)),
  ).length;
  return (
    <details className={styles.matrix}>
      <summary>{t('hreflangTitle')}</summary>
      <div
        className={styles.tableWrap}
        role="region"
        aria-labelledby="hreflang-matrix-caption"
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id="hreflang-matrix-caption">
            {t('hreflangCaption', { reciprocal, total: rows.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('hreflangPage')}</th>
              {locales.map((locale) => (
                <th key={locale} scope="col">
                  {localeNames[locale]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path}>
                <th scope="row">
                  <code>{row.path}</code>
                </th>
                {locales.map((locale) => {
                  const cell = row.cells[locale];
                  return (
                    <td key={locale} data-state={cell.state}>
                      {'target' in cell && cell.state !== 'self' && (
                        <>
                          <code>{cell.target}</code>{' '}
                        </>
                      )}
                      {t(`hreflang_${cell.state}`)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
