import { getTranslations } from 'next-intl/server';
import type { SeoKeyphrase } from '@/lib/api/schemas/seo-keyphrases';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { CheckFinding } from '../checks';
import type { LocalePreview, SeoPreviewError } from '../preview-loader';
import type { PreviewWarning } from '../preview';
import { serpSnippet, type SerpDevice } from '../serp';
import { KeyphrasePanel } from './keyphrase-panel';
import { ReadabilityPanel } from './readability-panel';
import { SocialCards } from './social-cards';
import { SearchResult } from './search-result';
import styles from './seo-preview.module.scss';

/**
 * The marketing preview (issue 6): search snippet, social cards, warnings and checks per language;
 * issue 42: the focus keyphrase and readability of each. `keyphrases` is null when they could not
 * be read (the panels are left out rather than shown empty).
 */
export async function SeoPreview({
  locale,
  path,
  error,
  previews,
  keyphrases,
}: {
  locale: Locale;
  path: string;
  error: SeoPreviewError | null;
  previews: LocalePreview[] | null;
  keyphrases: SeoKeyphrase[] | null;
}) {
  const [t, tPage] = await Promise.all([
    getTranslations({ locale, namespace: 'seoPreview' }),
    getTranslations({ locale, namespace: 'seoPage' }),
  ]);
  const warningText = (warning: PreviewWarning) => {
    switch (warning.key) {
      case 'title_long':
      case 'description_long':
        return t(`warning_${warning.key}`, { width: warning.width, max: warning.max });
      default:
        return t(`warning_${warning.key}`);
    }
  };
  const result = (preview: LocalePreview, device: SerpDevice) => {
    const snippet = serpSnippet(preview.head!, preview.url, device);
    return (
      <SearchResult
        snippet={snippet}
        device={device}
        label={t(device)}
        titleBar={t('widthTitle', { width: snippet.title.width, max: snippet.title.max })}
        descriptionBar={
          snippet.description
            ? t('widthDescription', {
                width: snippet.description.width,
                max: snippet.description.max,
              })
            : ''
        }
        noDescription={t('noDescription')}
      />
    );
  };
  const checks = (findings: CheckFinding[]) => (
    <ul className={styles.checks}>
      {findings.map((finding, index) => (
        <li key={`${finding.key}-${index}`} data-level={finding.level}>
          <span className={styles.level}>{t(`level_${finding.level}`)}</span>{' '}
          {t(`check_${finding.key}`, finding.params ?? {})}
          {finding.fixPath && finding.level !== 'pass' && (
            <>
              {' '}
              <a href={finding.fixPath} target="_blank" rel="noopener">
                {t('checkFix')} <code>{finding.fixPath}</code>
              </a>
            </>
          )}
        </li>
      ))}
    </ul>
  );
  // Issue 42: what Facebook, X and LinkedIn will not draw (an SVG image, no alternative text).
  const socialFindings = (preview: LocalePreview) =>
    preview.checks.filter((finding) => finding.check === 'social' && finding.level !== 'pass');
  // The page asked for; the other languages follow side by side.
  const main = previews?.find((preview) => preview.url === path) ?? previews?.[0];
  return (
    <section className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <p>
        <a href={getPathname({ locale, href: '/seo-preview/report' })}>{t('reportLink')}</a>
      </p>
      <form method="get" className={styles.form}>
        <label htmlFor="seo-preview-path">{t('pathLabel')}</label>
        <div className={styles.formRow}>
          <input
            id="seo-preview-path"
            name="path"
            defaultValue={path}
            placeholder="/en/contacts"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'seo-preview-path-error' : undefined}
          />
          <button type="submit">{t('submit')}</button>
        </div>
        {error && (
          <p id="seo-preview-path-error" role="alert">
            {t(error)}
          </p>
        )}
      </form>
      {main?.head && (
        <section className={styles.serp} aria-labelledby="seo-preview-serp">
          <h2 id="seo-preview-serp">
            {t('searchResult')} <code>{main.url}</code>
          </h2>
          <div className={styles.devices}>
            {result(main, 'desktop')}
            {result(main, 'mobile')}
          </div>
        </section>
      )}
      {previews && <h2 className={styles.sideBySide}>{t('sideBySide')}</h2>}
      <div className={styles.locales}>
        {previews?.map((preview) => (
          <article
            key={preview.locale}
            className={styles.locale}
            aria-labelledby={`preview-${preview.locale}`}
          >
            <h2 id={`preview-${preview.locale}`}>
              {preview.language} <code>{preview.url}</code>
            </h2>
            {preview.status !== null && (
              <p className={styles.status}>{t('status', { status: preview.status })}</p>
            )}
            {(preview.chain.length > 1 || preview.stop) && (
              <div className={styles.status}>
                {t('redirectChain')}
                <ol>
                  {preview.chain.map((hop, index) => (
                    <li key={`${index}-${hop.path}`}>
                      <code>{hop.status}</code> <code>{hop.path}</code>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            {!preview.head ? (
              <p role="alert">
                {preview.stop === 'off_site'
                  ? t('redirectOffSite', { target: preview.refused ?? '' })
                  : preview.stop
                    ? t(preview.stop)
                    : t('fetchFailed')}
              </p>
            ) : (
              <div className={styles.grid}>
                <div>
                  <h3>{t('searchResult')}</h3>
                  {result(preview, 'desktop')}
                </div>
                <div>
                  <h3>{t('socialCard')}</h3>
                  {preview.card && (
                    <SocialCards
                      card={preview.card}
                      labels={{
                        facebook: t('facebook'),
                        x: tPage('x'),
                        linkedin: tPage('linkedin'),
                        telegram: t('telegram'),
                        viber: t('viber'),
                        noImage: t('noImage'),
                      }}
                    />
                  )}
                  {socialFindings(preview).length > 0 && (
                    <div className={styles.warnings}>
                      <h4>{tPage('socialWarnings')}</h4>
                      <ul>
                        {socialFindings(preview).map((finding) => (
                          <li key={finding.key}>
                            {t(`check_${finding.key}`, finding.params ?? {})}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </div>
                <div className={styles.warnings}>
                  <h3>{t('warnings')}</h3>
                  {preview.warnings.length === 0 ? (
                    <p className={styles.ok}>{t('noWarnings')}</p>
                  ) : (
                    <ul>
                      {preview.warnings.map((warning) => (
                        <li key={warning.key}>{warningText(warning)}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            )}
            {keyphrases && preview.head && (
              <KeyphrasePanel
                locale={locale}
                preview={preview}
                path={preview.chain.at(-1)?.path ?? preview.url}
                keyphrases={keyphrases}
              />
            )}
            {preview.text && (
              <ReadabilityPanel locale={locale} pageLocale={preview.locale} text={preview.text} />
            )}
            <div>
              <h3>{t('checks')}</h3>
              {checks(preview.checks)}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
