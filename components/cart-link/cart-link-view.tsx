'use client';

import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/badge';
import { CartIcon } from '@/components/icons';
import styles from './cart-link.module.scss';

/** The cart icon with its item count (spec 2: capped at 99+), linking to the cart page. */
export function CartLinkView({ href, count }: { href: string; count: number }) {
  const t = useTranslations('header');
  return (
    // The cart renders per visitor: prefetching it would add a server render to every page view.
    <Link
      href={href}
      prefetch={false}
      className={styles.iconButton}
      aria-label={count > 0 ? t('cartWithCount', { count }) : t('cart')}
    >
      <CartIcon />
      <Badge count={count} className={styles.badge} />
    </Link>
  );
}
