import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { siteUrl } from '@/lib/config/site-url';
import { RichText } from '@/features/content';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo';
import type { PageContent, Vacancy } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { ApplyButton } from './apply-button';
import { VacancyModalHost } from './vacancy-modal-host';
import styles from './vacancies.module.scss';

/** `/vacancies` (issue 7): the open positions, each with an application modal. */
export async function VacanciesView({
  locale,
  page,
  vacancies,
}: {
  locale: Locale;
  page: PageContent | null;
  vacancies: Vacancy[];
}) {
  const [t, tCatalog, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'vacancies' }),
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const title = page?.title || t('title');
  const home = getPathname({ locale, href: '/' });
  return (
    <div className="container">
      {/* Issue 42: every indexable page carries structured data; here its trail. */}
      <JsonLd
        data={breadcrumbJsonLd([
          { name: tCommon('home'), url: `${siteUrl()}${home}` },
          { name: title },
        ])}
      />
      <Breadcrumbs
        items={[{ name: tCommon('home'), href: home }, { name: title }]}
        label={tCatalog('breadcrumbs')}
      />
      <h1>{title}</h1>
      {page?.description && <p className={styles.lead}>{page.description}</p>}
      {page?.text && <RichText html={page.text} />}
      {vacancies.length > 0 ? (
        <ul className={styles.list}>
          {vacancies.map((vacancy) => (
            <li key={vacancy.id}>
              <article className={styles.vacancy} aria-labelledby={`vacancy-${vacancy.id}`}>
                <h2 id={`vacancy-${vacancy.id}`}>{vacancy.title}</h2>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('city')}</dt>
                    <dd>{vacancy.city}</dd>
                  </div>
                  <div>
                    <dt>{t('schedule')}</dt>
                    <dd>{vacancy.schedule}</dd>
                  </div>
                  <div>
                    <dt>{t('salary')}</dt>
                    <dd>{vacancy.salary}</dd>
                  </div>
                </dl>
                <RichText html={vacancy.text} />
                <ApplyButton
                  vacancyId={vacancy.id}
                  title={t('formTitle', { title: vacancy.title })}
                >
                  {t('apply')}
                </ApplyButton>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <VacancyModalHost
        labels={{
          title: t('title'),
          lead: t('formLead'),
          name: t('name'),
          phone: t('phone'),
          email: t('email'),
          file: t('file'),
          fileHint: t('fileHint'),
          send: t('send'),
          sending: t('sending'),
          successTitle: t('successTitle'),
          successMessage: t('successMessage'),
        }}
      />
    </div>
  );
}
