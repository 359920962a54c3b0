import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/pagination';
import { LinkTabs } from '@/components/tabs';
import type { PageContent, Work, WorkStep } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { formatDate } from './dates';
import { PageIntro } from './page-intro';
import { WorkCard } from './work-card';
import styles from './content.module.scss';

const ALL = 'all';

export function worksHref(locale: Locale, category: string | undefined, page: number) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${getPathname({ locale, href: '/works' })}${search ? `?${search}` : ''}`;
}

/** Works (spec 3): our work, the work process and the content with tabs and pagination. */
export async function WorksView({
  locale,
  page,
  works,
  pages,
  current,
  tabs,
  process,
  category,
}: {
  locale: Locale;
  page: PageContent | null;
  works: Work[];
  pages: number;
  current: number;
  tabs: { id: number; slug: string; title: string }[];
  process: WorkStep[];
  category?: string;
}) {
  const [t, tCatalog] = await Promise.all([
    getTranslations({ locale, namespace: 'content.works' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  const title = page?.title || t('title');
  return (
    <div className="container">
      <PageIntro title={title} lead={page?.description} html={page?.text} locale={locale} />
      {tabs.length > 0 && (
        <LinkTabs
          label={t('tabs')}
          current={category ?? ALL}
          tabs={[
            { id: ALL, title: t('all'), href: worksHref(locale, undefined, 1) },
            ...tabs.map((tab) => ({
              id: tab.slug,
              title: tab.title,
              href: worksHref(locale, tab.slug, 1),
            })),
          ]}
        />
      )}
      {works.length > 0 ? (
        <ul className={styles.cards}>
          {works.map((work) => {
            const date = formatDate(work.completed_on, locale);
            return (
              <li key={work.id}>
                <WorkCard work={work} completed={date ? t('completed', { date }) : null} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <Pagination
        current={current}
        total={pages}
        hrefFor={(n) => worksHref(locale, category, n)}
        labels={{
          nav: tCatalog('pagination.nav'),
          previous: tCatalog('pagination.previous'),
          next: tCatalog('pagination.next'),
          page: (n) => tCatalog('pagination.page', { page: n }),
        }}
      />
      {process.length > 0 && (
        <section className={styles.section} aria-labelledby="works-process">
          <h2 id="works-process">{t('process')}</h2>
          <ol className={styles.steps}>
            {process.map((step) => (
              <li key={step.id}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {step.step}
                </span>
                <h3>{step.title}</h3>
                {step.description && <p>{step.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
