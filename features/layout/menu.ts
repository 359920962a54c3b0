import type { NavCategory } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/slugs';
import { calculatorPath } from './calculator-link';

/** Spec 9: a mega-menu column shows at most 8 links until "show all". */
export const MEGA_COLUMN_LIMIT = 8;

export interface MenuLinkItem {
  title: string;
  href: string;
}

export interface MenuColumn {
  title: string;
  /** The column's own category page, when the provider names one: the title becomes a link. */
  href?: string;
  items: MenuLinkItem[];
}

/** A top-level category as the header and the mobile nav render it, links already localized. */
export interface MenuCategory {
  id: number;
  title: string;
  href: string;
  kind: 'mega' | 'dropdown' | 'link';
  columns: MenuColumn[];
  subitems: MenuLinkItem[];
  banner: { image: string; href: string } | null;
  calculatorHref: string | null;
}

const usable = (link: string | null | undefined): link is string => typeof link === 'string' && link.startsWith('/') && !/null|undefined/.test(link);

/** A column's link: its own `link`, else its sub-category under the parent category's path. */
function columnPath(column: NavCategory['additions'][number], parentLink: string): string | null {
  if (usable(column.link)) return column.link;
  const slug = column.category_slug?.trim();
  if (!slug || !/^[\w-]+$/.test(slug) || !usable(parentLink)) return null;
  const path = `${parentLink.replace(/\/+$/, '')}/${slug}`;
  return usable(path) ? path : null;
}

/** Shapes GET /menu/nav for the menus: mega-menu when there are columns or a banner, else a dropdown. */
export function buildMenu(nav: NavCategory[], locale: Locale): MenuCategory[] {
  return nav.map((category) => {
    const columns = (category.additions ?? [])
      .map((column) => {
        const path = columnPath(column, category.link);
        return {
          title: column.title,
          ...(path ? { href: localeHref(locale, path) } : {}),
          items: column.items.filter((item) => usable(item.link)).map((item) => ({ title: item.title, href: localeHref(locale, item.link) })),
        };
      })
      .filter((column) => column.items.length > 0);
    const subitems = (category.subitems ?? []).filter((item) => usable(item.link)).map((item) => ({ title: item.title, href: localeHref(locale, item.link) }));
    const banner = category.banner && usable(category.banner.href) ? { image: category.banner.image, href: localeHref(locale, category.banner.href) } : null;
    const calculator = calculatorPath(category.calculator_id);
    const kind = columns.length > 0 || banner ? 'mega' : subitems.length > 0 ? 'dropdown' : 'link';
    return {
      id: category.id,
      title: category.title,
      href: localeHref(locale, category.link),
      kind,
      columns,
      subitems,
      banner,
      calculatorHref: calculator ? localeHref(locale, calculator) : null,
    };
  });
}
