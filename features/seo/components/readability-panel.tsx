import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { analyseReadability } from '../readability';
import type { PageText } from '../page-text';
import { Findings } from './findings';
import styles from './seo-analysis.module.scss';

/** Issue 42: how easily one language's page text reads, each finding explained in words. */
export async function ReadabilityPanel({
  locale,
  pageLocale,
  text,
}: {
  locale: Locale;
  pageLocale: Locale;
  text: PageText;
}) {
  const t = await getTranslations({ locale, namespace: 'seoPage' });
  const report = analyseReadability(text.paragraphs, pageLocale);
  const items = report.findings.map((finding) => {
    const params =
      'formula' in finding.params
        ? { ...finding.params, formula: t(`formula_${finding.params.formula as 'flesch'}`) }
        : finding.params;
    return { level: finding.level, text: t(finding.key, params) };
  });
  const headingId = `readability-${pageLocale}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('readability')}</h3>
      <p className={styles.note}>
        {t('readabilitySummary', {
          words: report.words,
          sentences: report.sentences,
          paragraphs: report.paragraphs,
        })}
      </p>
      <Findings items={items} label={(level) => t(`level_${level}`)} />
    </section>
  );
}
