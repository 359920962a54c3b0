'use client';

import { Link } from '@/components/link';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { useHydrated } from '../use-hydrated';
import { useMediaQuery } from '@/components/media-query';
import styles from './footer-column.module.scss';

/**
 * Spec 2 'Footer': a column collapses to its title below 992 px and is always open above. Open in
 * the server's HTML, so that its links are there before and without JavaScript (issue 39).
 */
export function FooterColumn({
  name,
  links,
}: {
  name: string;
  links: { name: string; href: string }[];
}) {
  const wide = useMediaQuery('(min-width: 992px)');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hydrated = useHydrated();
  const expanded = !hydrated || wide || open;
  return (
    <section className={styles.column}>
      <h2 className={styles.columnTitle}>
        <button
          type="button"
          className={styles.columnToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          disabled={wide || !hydrated}
          onClick={() => setOpen(!open)}
        >
          {name}
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </h2>
      <ul id={listId} className={styles.columnList} hidden={!expanded}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
