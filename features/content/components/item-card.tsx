import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { Image } from '@/components/image';
import styles from './content.module.scss';

/** One card of the home and about sections: a small picture, an optional badge, the title (a link when it leads somewhere) and a line of text. */
export function ItemCard({
  image,
  title,
  href,
  description,
  badge,
}: {
  image?: string | null;
  title: string;
  href?: string;
  description?: string | null;
  badge?: ReactNode;
}) {
  return (
    <li className={styles.itemCard}>
      {image && (
        <Image
          src={image}
          alt=""
          width={120}
          height={90}
          sizes="120px"
          className={styles.itemImage}
        />
      )}
      {badge}
      <h3>{href ? <Link href={href}>{title}</Link> : title}</h3>
      {description && <p>{description}</p>}
    </li>
  );
}
