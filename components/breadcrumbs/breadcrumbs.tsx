import { Link } from '@/components/link';
import styles from './breadcrumbs.module.scss';

export interface Crumb {
  name: string;
  /** The last crumb (the current page) has no link. */
  href?: string;
}

/** A breadcrumb trail (spec 3 'Breadcrumbs'); the current page is marked with aria-current. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`} className={styles.item}>
              {item.href && !last ? (
                <Link href={item.href}>{item.name}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
