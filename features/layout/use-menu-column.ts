'use client';

import { useState } from 'react';
import { useLocale } from 'next-intl';
import { lazyBrowserApi } from '@/lib/api/lazy-browser';
import { log } from '@/lib/log';
import { MEGA_COLUMN_LIMIT, menuLinks, type MenuColumn, type MenuLinkItem } from './menu';

/** 'Show all' loads one page of the sub-category's products: the provider's largest page. */
export const MENU_COLUMN_LOAD = 60;

/**
 * A menu column's 'show all / hide' (spec 2). The page holds only the first links; the first
 * 'show all' loads the sub-category's products and keeps them for later toggles. When loading fails
 * or the sub-category has more than one page, the expanded column ends with a link to its page.
 */
export function useMenuColumn(column: MenuColumn) {
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState<MenuLinkItem[] | null>(null);

  const toggle = async () => {
    if (loading) return;
    if (expanded) return setExpanded(false);
    if (column.slug && column.total > column.items.length && !loaded) {
      setLoading(true);
      const result = await (
        await lazyBrowserApi(locale)
      ).catalog.products({
        category: column.slug,
        page_size: MENU_COLUMN_LOAD,
      });
      setLoading(false);
      if (result.ok) setLoaded(menuLinks(result.data.results, locale));
      else
        log.warn(
          `products of menu column ${column.slug} failed with ${result.status}`,
          result.error,
        );
    }
    setExpanded(true);
  };

  const all = loaded ?? column.items;
  return {
    items: expanded ? all : column.items.slice(0, MEGA_COLUMN_LIMIT),
    expanded,
    loading,
    /** The expanded list still lacks links: the column's category page has them. */
    incomplete: expanded && all.length < column.total,
    /** Whether the column has a 'show all' toggle at all. */
    overflows: column.total > MEGA_COLUMN_LIMIT,
    toggle,
  };
}
