import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { LocalePreview } from '../preview-loader';
import type { PreviewWarning } from '../preview';
import type { PreviewPathError } from '../preview-path';
import styles from './seo-preview.module.scss';

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The marketing preview (issue 6): search snippet, social card and warnings per language. */
export async function SeoPreview({
  locale,
  token,
  path,
  error,
  previews,
}: {
  locale: Locale;
  /** The staff token, carried by the form's next query. */
  token: string;
  path: string;
  error: PreviewPathError | null;
  previews: LocalePreview[] | null;
}) {
  const t = await getTranslations({ locale, namespace: 'seoPreview' });
  const warningText = (warning: PreviewWarning) => {
    switch (warning.key) {
      case 'title_long':
      case 'description_long':
        return t(`warning_${warning.key}`, { length: warning.length });
      case 'hreflang_missing':
        return t('warning_hreflang_missing', { locales: warning.locales });
      default:
        return t(`warning_${warning.key}`);
    }
  };
  return (
    <section className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <form method="get" className={styles.form}>
        <input type="hidden" name="token" value={token} />
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
      {previews?.map((preview) => (
        <article key={preview.locale} className={styles.locale} aria-labelledby={`preview-${preview.locale}`}>
          <h2 id={`preview-${preview.locale}`}>
            {preview.language} <code>{preview.url}</code>
          </h2>
          {preview.status !== null && <p className={styles.status}>{t('status', { status: preview.status })}</p>}
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
              {preview.stop === 'off_site' ? t('redirectOffSite', { target: preview.refused ?? '' }) : preview.stop ? t(preview.stop) : t('fetchFailed')}
            </p>
          ) : (
            <div className={styles.grid}>
              <div>
                <h3>{t('searchResult')}</h3>
                <div className={styles.snippet}>
                  <span className={styles.snippetUrl}>{preview.head.canonical ?? preview.url}</span>
                  <span className={styles.snippetTitle}>{truncate(preview.head.title ?? '', 60)}</span>
                  <span className={styles.snippetText}>{truncate(preview.head.description ?? '', 160)}</span>
                </div>
              </div>
              <div>
                <h3>{t('socialCard')}</h3>
                <div className={styles.card}>
                  {preview.head.ogImage ? (
                    // eslint-disable-next-line @next/next/no-img-element -- shows exactly the image URL the page declares
                    <img src={preview.head.ogImage} alt="" width={480} height={252} />
                  ) : (
                    <div className={styles.noImage}>{t('noImage')}</div>
                  )}
                  <div className={styles.cardText}>
                    <strong>{preview.head.ogTitle ?? preview.head.title}</strong>
                    <span>{preview.head.ogDescription ?? preview.head.description}</span>
                  </div>
                </div>
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
        </article>
      ))}
    </section>
  );
}
