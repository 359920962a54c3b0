import { Image } from '@/components/image';
import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/pagination';
import { LinkTabs } from '@/components/tabs';
import { articleJsonLd, DEFAULT_OG_IMAGE, JsonLd } from '@/features/seo';
import type { ArticleDetail, ArticlesAnswer, ArticleSummary } from '@/lib/api';
import { localeIso, type Locale } from '@/lib/i18n/locales';
import { getPathname, hrefOf, linkPath } from '@/lib/i18n/navigation';
import { GENERAL_TAB } from '../loaders';
import { siteUrl } from '@/lib/config/site-url';
import { formatDate } from './dates';
import { PageIntro } from './page-intro';
import { RichText } from './rich-text';
import styles from './content.module.scss';

/** The blog list's URL for a tab and a page; tab 0 ('general') and page 1 are left out. */
export function blogHref(locale: Locale, tab: number, page: number) {
  const query = new URLSearchParams();
  if (tab !== GENERAL_TAB) query.set('tab', String(tab));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${getPathname({ locale, href: '/blog' })}${search ? `?${search}` : ''}`;
}

function ArticleCard({ article, locale }: { article: ArticleSummary; locale: Locale }) {
  return (
    <article className={styles.articleCard}>
      {article.image && (
        <div className={styles.articleImage}>
          <Image
            src={article.image}
            alt=""
            width={400}
            height={260}
            sizes="(max-width: 768px) 100vw, 360px"
          />
        </div>
      )}
      <div className={styles.articleBody}>
        <p className={styles.muted}>
          {article.parent_category && <span>{article.parent_category.title} · </span>}
          <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
        </p>
        <h2 className={styles.articleTitle}>
          <Link href={hrefOf(article.link)} className={styles.cardLink}>
            {article.title}
          </Link>
        </h2>
        {article.description && <p>{article.description}</p>}
      </div>
    </article>
  );
}

/** Spec 3 'Articles': tabs with the prepended 'general' tab (id 0) and pagination. */
export async function BlogView({
  locale,
  articles,
  tab,
}: {
  locale: Locale;
  articles: ArticlesAnswer;
  tab: number;
}) {
  const [t, tCatalog] = await Promise.all([
    getTranslations({ locale, namespace: 'content.blog' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  const tabs = [{ id: GENERAL_TAB, title: t('general') }, ...articles.tabs];
  return (
    <div className="container">
      <PageIntro
        title={t('title')}
        lead={t('lead')}
        locale={locale}
        trail={[{ name: t('title') }]}
      />
      <LinkTabs
        label={t('tabs')}
        current={tab}
        tabs={tabs.map((entry) => ({
          id: entry.id,
          title: entry.title,
          href: blogHref(locale, entry.id, 1),
        }))}
      />
      {articles.results.length > 0 ? (
        <ul className={styles.cards}>
          {articles.results.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <Pagination
        current={articles.page}
        total={articles.pages}
        hrefFor={(page) => blogHref(locale, tab, page)}
        labels={{
          nav: tCatalog('pagination.nav'),
          previous: tCatalog('pagination.previous'),
          next: tCatalog('pagination.next'),
          page: (page) => tCatalog('pagination.page', { page }),
        }}
      />
    </div>
  );
}

export async function ArticleView({ locale, article }: { locale: Locale; article: ArticleDetail }) {
  const t = await getTranslations({ locale, namespace: 'content.blog' });
  const origin = siteUrl();
  return (
    <article className={`container ${styles.narrow}`}>
      <JsonLd
        data={articleJsonLd({
          headline: article.title,
          description: article.description,
          url: `${origin}${linkPath(locale, article.link)}`,
          image: article.image ? `${origin}${article.image}` : null,
          datePublished: article.published_at,
          inLanguage: localeIso[locale],
          publisherLogo: `${origin}${DEFAULT_OG_IMAGE.url}`,
        })}
      />
      <PageIntro
        title={article.title}
        lead={article.description}
        locale={locale}
        trail={[
          { name: t('title'), href: getPathname({ locale, href: '/blog' }) },
          { name: article.title },
        ]}
      >
        <p className={styles.muted}>
          {article.parent_category && <span>{article.parent_category.title} · </span>}
          <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
        </p>
      </PageIntro>
      {article.image && (
        <div className={styles.cover}>
          <Image
            src={article.image}
            alt=""
            width={880}
            height={480}
            sizes="(max-width: 992px) 100vw, 880px"
            priority
          />
        </div>
      )}
      <RichText html={article.text} />
      <p>
        <Link href={{ pathname: '/blog' }}>← {t('back')}</Link>
      </p>
    </article>
  );
}
