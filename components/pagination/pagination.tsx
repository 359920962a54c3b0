import { Link } from '@/components/link';
import { ChevronRightIcon } from '../icons';
import { pageItems } from './pages';
import styles from './pagination.module.scss';

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  /** 'Page {n}' already translated, as a function of n. */
  page: (page: number) => string;
}

/** Server-rendered pager: plain links a crawler can follow, the current page marked. */
export function Pagination({
  current,
  total,
  hrefFor,
  labels,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
}) {
  const items = pageItems(current, total);
  if (items.length === 0) return null;
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link
              href={hrefFor(current - 1)}
              className={styles.step}
              rel="prev"
              aria-label={labels.previous}
            >
              <ChevronRightIcon className={styles.back} />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <ChevronRightIcon className={styles.back} />
            </span>
          )}
        </li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={hrefFor(item.page)}
                className={item.page === current ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={labels.page(item.page)}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <Link
              href={hrefFor(current + 1)}
              className={styles.step}
              rel="next"
              aria-label={labels.next}
            >
              <ChevronRightIcon />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
