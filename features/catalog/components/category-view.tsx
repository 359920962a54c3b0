import { Image } from '@/components/image';
import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { buttonClass } from '@/components/button';
import { CalculatorIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { calculatorPath } from '@/lib/routing/calculator-path';
import { siteUrl as getSiteUrl } from '@/lib/config/site-url';
import { breadcrumbJsonLd, itemListJsonLd, JsonLd } from '@/features/seo';
import type { CategoryDetail, Paginated, ProductCard } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { hrefOf, linkPath } from '@/lib/i18n/navigation';
import { absoluteCrumbs, catalogCrumbs } from '../crumbs';
import { ProductList } from './product-list';
import styles from './catalog.module.scss';

/**
 * A category or subcategory page (issue 7): breadcrumbs, description, calculator button where the
 * category has one (spec 2: ids 1, 6, 7, 8, 9), subcategory tiles, product grid with pagination.
 */
export async function CategoryView({
  locale,
  category,
  products,
}: {
  locale: Locale;
  category: CategoryDetail;
  products: Paginated<ProductCard>;
}) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const siteUrl = getSiteUrl();
  const crumbs = catalogCrumbs(locale, tCommon('home'), category.breadcrumbs);
  const calculator = calculatorPath(category.calculator_id);
  const path = linkPath(locale, category.category_link);
  return (
    <div className="container">
      <JsonLd
        data={[
          breadcrumbJsonLd(absoluteCrumbs(crumbs, siteUrl)),
          itemListJsonLd(
            products.results.map((product) => ({
              name: product.title,
              url: `${siteUrl}${linkPath(locale, product.link)}`,
            })),
          ),
        ]}
      />
      <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
      <header className={styles.categoryHead}>
        <div>
          <h1>{category.title}</h1>
          {category.description && <p className={styles.lead}>{category.description}</p>}
          <p className={styles.count}>{t('productsCount', { count: category.products_count })}</p>
        </div>
        {calculator && (
          <div className={styles.calculatorBox}>
            <p>{t('calculatorLead')}</p>
            <Link href={hrefOf(calculator)} className={buttonClass()}>
              <CalculatorIcon />
              {t('calculator')}
            </Link>
          </div>
        )}
      </header>

      {category.subcategories.length > 0 && (
        <section aria-labelledby="subcategories" className={styles.section}>
          <h2 id="subcategories">{t('subcategories')}</h2>
          <ul className={styles.tiles}>
            {category.subcategories.map((sub) => (
              <li key={sub.id}>
                <Link href={hrefOf(sub.category_link)} className={styles.tile}>
                  {sub.image && (
                    <Image src={sub.image} alt="" width={96} height={72} sizes="96px" />
                  )}
                  <span className={styles.tileTitle}>{sub.title}</span>
                  {sub.description && <span className={styles.tileText}>{sub.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="products" className={styles.section}>
        <h2 id="products">{t('products')}</h2>
        {products.results.length > 0 ? (
          <ProductList products={products.results} locale={locale} label={category.title} />
        ) : (
          <p className={styles.empty}>{t('noProducts')}</p>
        )}
        <Pagination
          current={products.page}
          total={products.pages}
          hrefFor={(page) => (page === 1 ? path : `${path}?page=${page}`)}
          labels={{
            nav: t('pagination.nav'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (page) => t('pagination.page', { page }),
          }}
        />
      </section>
    </div>
  );
}
