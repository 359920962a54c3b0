import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { imageAttributes } from '@/components/image';
import { CallRequestButton } from '@/features/content/client';
import { siteUrl as getSiteUrl } from '@/lib/config/site-url';
import { breadcrumbJsonLd, JsonLd, productJsonLd } from '@/features/seo';
import type { ProductDetail } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, linkPath } from '@/lib/i18n/navigation';
import { absoluteCrumbs, catalogCrumbs } from '../crumbs';
import { productPrice } from '../price';
import { AddToCart } from './add-to-cart';
import { ProductGallery } from './product-gallery';
import { ProductList } from './product-list';
import styles from './catalog.module.scss';
import { cartLineRules } from '@/lib/validation/quantity';

/**
 * The product page (issue 7): gallery, title, price (per linear metre where sold by length),
 * add to cart with the spec 5 quantity input, call-back for a quote, characteristics as a specification
 * table, description,
 * suitable accessories, breadcrumbs, and Product + BreadcrumbList JSON-LD.
 */
export async function ProductView({ locale, product }: { locale: Locale; product: ProductDetail }) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const siteUrl = getSiteUrl();
  const crumbs = catalogCrumbs(locale, tCommon('home'), product.breadcrumbs);
  const price = productPrice(product.price, locale);
  const images = product.gallery.length ? product.gallery : product.image ? [product.image] : [];
  const url = `${siteUrl}${linkPath(locale, product.link)}`;
  const slides = images.map((src, index) => ({
    src,
    main: imageAttributes({
      src,
      alt: product.title,
      width: 640,
      height: 480,
      sizes: '(max-width: 992px) 100vw, 560px',
      priority: index === 0,
    }),
    thumb: imageAttributes({ src, alt: '', width: 80, height: 60, sizes: '80px' }),
  }));
  return (
    <div className="container">
      {/* React hoists these into <head>; Next's openGraph metadata has no 'product' type. */}
      <meta property="og:type" content="product" />
      <meta property="product:price:amount" content={(product.price / 100).toFixed(2)} />
      <meta property="product:price:currency" content={product.currency} />
      <JsonLd
        data={[
          breadcrumbJsonLd(absoluteCrumbs(crumbs, siteUrl)),
          productJsonLd({
            name: product.title,
            description: product.description,
            url,
            image: product.image ? `${siteUrl}${product.image}` : null,
            sku: product.slug,
            priceMinor: product.price,
            currency: product.currency,
            unit: product.per_metre ? 'metre' : 'piece',
            deliveryClass: product.delivery_class,
          }),
        ]}
      />
      <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
      <div className={styles.product}>
        <ProductGallery
          slides={slides}
          label={t('gallery')}
          showLabels={images.map((_, index) => t('showImage', { n: index + 1 }))}
        />
        <div className={styles.buyBox}>
          <h1 className={styles.productTitle}>{product.title}</h1>
          {product.category && <p className={styles.productCategory}>{product.category.title}</p>}
          <p className={styles.productPrice}>
            <span className="visually-hidden">{t('price')}: </span>
            {product.per_metre ? t('perMetre', { price }) : price}
          </p>
          <p className={styles.note}>
            {t('vatIncluded')}
            {product.per_metre &&
              ` · ${t('perMetreNote')} ${t('minQuantity', { min: product.min_quantity })}`}
          </p>
          <AddToCart
            productId={product.id}
            cartHref={getPathname({ locale, href: '/cart' })}
            formAction={getPathname({ locale, href: '/add-to-cart' })}
            rules={cartLineRules({
              min: product.min_quantity,
              max: product.max_quantity,
              allowDecimals: product.per_metre,
            })}
            labels={{
              quantity: t('quantity'),
              decrease: t('decrease'),
              increase: t('increase'),
              add: t('addToCart'),
              adding: t('adding'),
              added: t('added'),
              failed: t('addFailed'),
              goToCart: t('goToCart'),
              unit: product.per_metre ? t('unitMetre') : undefined,
            }}
          />
          <div className={styles.quote}>
            <p>{t('quoteLead')}</p>
            <CallRequestButton variant="secondary">{t('requestQuote')}</CallRequestButton>
          </div>
        </div>
      </div>

      {product.characteristics.length > 0 && (
        <section aria-labelledby="characteristics" className={styles.section}>
          <h2 id="characteristics">{t('characteristics')}</h2>
          <table className={styles.specs}>
            <tbody>
              {product.characteristics.map((entry) => (
                <tr key={entry.name}>
                  <th scope="row">{entry.name}</th>
                  <td>{entry.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {product.description && (
        <section aria-labelledby="description" className={styles.section}>
          <h2 id="description">{t('description')}</h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      )}

      {product.suitable_accessories.length > 0 && (
        <section aria-labelledby="accessories" className={styles.section}>
          <h2 id="accessories">{t('accessories')}</h2>
          <ProductList
            products={product.suitable_accessories}
            locale={locale}
            label={t('accessories')}
          />
        </section>
      )}
    </div>
  );
}
