import { Link } from '@/components/link';
import styles from './link-tabs.module.scss';

export interface LinkTab {
  id: string | number;
  title: string;
  href: string;
}

/**
 * Tabs that are links (each tab is its own URL, so it is server-rendered and shareable): a labelled
 * navigation whose current tab carries aria-current.
 */
export function LinkTabs({
  tabs,
  current,
  label,
}: {
  tabs: LinkTab[];
  current: string | number;
  label: string;
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const active = String(tab.id) === String(current);
          return (
            <li key={tab.id}>
              <Link
                href={tab.href}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                aria-current={active ? 'page' : undefined}
                scroll={false}
              >
                {tab.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
