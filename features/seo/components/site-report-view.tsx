import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { SeoReportRunSummary } from '@/lib/api/schemas/seo-reports';
import { CRAWL_MAX_PAGES } from '../crawl';
import { SiteReport } from './site-report';
import styles from './seo-preview.module.scss';

/**
 * The report's page: heading and lead on the server, the report itself in the browser. Its messages
 * reach the client here only, so the preview's texts stay out of every other page's payload.
 */
export async function SiteReportView({
  locale,
  sitemap,
  runs,
}: {
  locale: Locale;
  sitemap: string[] | null;
  /** The report's stored runs, newest first (issue 42). */
  runs: readonly SeoReportRunSummary[];
}) {
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'seoPreview' }),
    getMessages({ locale }),
  ]);
  const previewHref = getPathname({ locale, href: '/seo-preview' });
  return (
    <section className={`container ${styles.page}`}>
      <h1>{t('reportTitle')}</h1>
      <p className={styles.lead}>{t('reportLead', { max: CRAWL_MAX_PAGES })}</p>
      <p>
        <a href={previewHref}>{t('singlePage')}</a>
      </p>
      {sitemap ? (
        <NextIntlClientProvider locale={locale} messages={{ seoPreview: messages.seoPreview }}>
          <SiteReport
            sitemap={sitemap}
            endpoint={getPathname({ locale, href: '/seo-preview/snapshot' })}
            previewHref={previewHref}
            runs={runs}
          />
        </NextIntlClientProvider>
      ) : (
        <p role="alert">{t('reportSitemapFailed')}</p>
      )}
    </section>
  );
}
