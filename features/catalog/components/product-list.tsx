import type { ProductCard } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { ProductCardView } from './product-card';
import styles from './catalog.module.scss';

export function ProductList({
  products,
  locale,
  label,
}: {
  products: ProductCard[];
  locale: Locale;
  label: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCardView product={product} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
