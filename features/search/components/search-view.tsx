import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Pagination } from '@/components/pagination';
import { SearchIcon } from '@/components/icons';
import type { SearchResult } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, linkPath } from '@/lib/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { lastPageWhenPastEnd, SEARCH_MAX_LENGTH, type SearchState } from '../results';
import { SearchResults } from './search-results';
import styles from './search.module.scss';

export function searchHref(locale: Locale, query: string, page: number) {
  const params = new URLSearchParams({ search: query });
  if (page > 1) params.set('page', String(page));
  return `${getPathname({ locale, href: '/search' })}?${params.toString()}`;
}

/**
 * The search page (spec 4): the box, the total, grouped results, pagination, the empty state, or
 * for a page past the last one a link to the last page (and no pager, whose links would all be off).
 */
export async function SearchView({ locale, state }: { locale: Locale; state: SearchState }) {
  const [t, tCatalog, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const price = (result: SearchResult) => {
    if (result.price === null || result.currency === null) return null;
    const amount = formatMoney(result.price, result.currency, locale);
    return result.per_metre ? tCatalog('perMetre', { price: amount }) : amount;
  };
  const lastPage = lastPageWhenPastEnd(state);
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: tCommon('home'), href: getPathname({ locale, href: '/' }) },
          { name: t('title') },
        ]}
        label={tCatalog('breadcrumbs')}
      />
      <h1>{state.query ? t('resultsFor', { query: state.query }) : t('title')}</h1>
      <form
        role="search"
        action={getPathname({ locale, href: '/search' })}
        method="get"
        className={styles.form}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('label')}
        </label>
        <input
          id="search-page-input"
          name="search"
          type="search"
          defaultValue={state.query}
          placeholder={t('placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          required
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          {t('submit')}
        </button>
      </form>
      <SearchResults
        query={state.query}
        results={state.results}
        href={(link) => linkPath(locale, link)}
        price={price}
        labels={{
          groups: {
            product: t('types.product'),
            category: t('types.category'),
            article: t('types.article'),
            page: t('types.page'),
          },
          types: {
            product: t('type.product'),
            category: t('type.category'),
            article: t('type.article'),
            page: t('type.page'),
          },
          total: t('total', { count: state.total }),
          empty: t('empty', { query: state.query }),
          prompt: t('prompt'),
        }}
        pastEnd={
          lastPage === null
            ? undefined
            : {
                message: t('pastEnd', { page: state.page, pages: lastPage, query: state.query }),
                link: t('lastPage', { page: lastPage }),
                href: searchHref(locale, state.query, lastPage),
              }
        }
      />
      {lastPage === null && (
        <Pagination
          current={state.page}
          total={state.pages}
          hrefFor={(page) => searchHref(locale, state.query, page)}
          labels={{
            nav: tCatalog('pagination.nav'),
            previous: tCatalog('pagination.previous'),
            next: tCatalog('pagination.next'),
            page: (page) => tCatalog('pagination.page', { page }),
          }}
        />
      )}
    </div>
  );
}
