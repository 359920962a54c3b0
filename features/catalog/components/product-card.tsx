import { Image } from '@/components/image';
import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import type { ProductCard as Product } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { hrefOf } from '@/lib/i18n/navigation';
import { productPrice } from '../price';
import styles from './catalog.module.scss';

/** One product in a grid: image, title, price (per metre where sold by length), link to its page. */
export async function ProductCardView({
  product,
  locale,
  headingLevel = 3,
}: {
  product: Product;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = productPrice(product.price, locale);
  return (
    <article className={styles.card}>
      <div className={styles.cardImage}>
        {product.image && (
          <Image
            src={product.image}
            alt=""
            width={320}
            height={240}
            sizes="(max-width: 576px) 50vw, (max-width: 992px) 33vw, 280px"
          />
        )}
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={hrefOf(product.link)} className={styles.cardLink}>
            {product.title}
          </Link>
        </Heading>
        <p className={styles.cardPrice}>{product.per_metre ? t('perMetre', { price }) : price}</p>
      </div>
    </article>
  );
}
