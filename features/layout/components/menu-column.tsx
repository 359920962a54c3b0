'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import type { MenuColumn } from '../menu';
import { useMenuColumn } from '../use-menu-column';

/**
 * One menu column (spec 2): its sub-category title, its first 8 links and the 'show all / hide'
 * toggle. The desktop mega-menu and the mobile drawer render it with their own class names.
 */
export function MenuColumnLinks({
  column,
  classes,
}: {
  column: MenuColumn;
  classes: { root?: string; title?: string; list?: string; more?: string };
}) {
  const t = useTranslations('nav');
  const { items, expanded, loading, incomplete, overflows, toggle } = useMenuColumn(column);
  const listId = useId();
  return (
    <section className={classes.root}>
      <h3 className={classes.title}>
        {column.href ? <Link href={column.href}>{column.title}</Link> : column.title}
      </h3>
      <ul id={listId} className={classes.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.title}</Link>
          </li>
        ))}
        {incomplete && column.href && (
          <li>
            <Link href={column.href}>{t('viewCategory', { title: column.title })}</Link>
          </li>
        )}
      </ul>
      {overflows && (
        <button
          type="button"
          className={classes.more}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-busy={loading || undefined}
          onClick={() => void toggle()}
        >
          {expanded ? t('hide') : t('showAll')}
        </button>
      )}
    </section>
  );
}
