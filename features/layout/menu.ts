import type { NavCategory } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { linkPath } from '@/lib/i18n/navigation';
import { calculatorPath } from '@/lib/routing/calculator-path';

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
  /** The sub-category whose products 'show all' loads, when the menu holds only the first links. */
  slug?: string;
  /** How many links 'show all' shows: more than `items` when the rest must be loaded. */
  total: number;
  items: MenuLinkItem[];
}

/** A top-level category as the header and the mobile nav render it, links already localized. */
export interface MenuCategory {
  id: number;
  title: string;
  href: string;
  kind: 'mega' | 'dropdown' | 'link';
  columns: MenuColumn[];
  /** Columns the panel leaves out: its category page lists them. */
  moreColumns: number;
  /** Sub-category links, for a dropdown or a mega-menu without columns. */
  subitems: MenuLinkItem[];
  banner: { image: string; href: string } | null;
  calculatorHref: string | null;
}

const slugPattern = /^[\w-]+$/;
const usable = (link: string | null | undefined): link is string =>
  typeof link === 'string' && link.startsWith('/') && !/null|undefined/.test(link);

/** The provider's `{ title, link }` entries as menu links: localized, unusable links dropped. */
export function menuLinks(
  entries: readonly { title: string; link: string }[],
  locale: Locale,
): MenuLinkItem[] {
  return entries
    .filter((entry) => usable(entry.link))
    .map((entry) => ({ title: entry.title, href: linkPath(locale, entry.link) }));
}

/** A column's sub-category slug, when it is one a path or a query can carry. */
function columnSlug(column: NavCategory['additions'][number]): string | null {
  const slug = column.category_slug?.trim();
  return slug && slugPattern.test(slug) ? slug : null;
}

/** A column's link: its own `link`, else its sub-category under the parent category's path. */
function columnPath(
  column: NavCategory['additions'][number],
  slug: string | null,
  parentLink: string,
): string | null {
  if (usable(column.link)) return column.link;
  if (!slug || !usable(parentLink)) return null;
  const path = `${parentLink.replace(/\/+$/, '')}/${slug}`;
  return usable(path) ? path : null;
}

/**
 * A column as the menus render it. Only its first links go to the page: with a sub-category slug
 * 'show all' loads the rest, so a column costs the same however many products it has.
 */
function buildColumn(
  column: NavCategory['additions'][number],
  parentLink: string,
  locale: Locale,
): MenuColumn {
  const slug = columnSlug(column);
  const path = columnPath(column, slug, parentLink);
  const items = menuLinks(column.items, locale);
  return {
    title: column.title,
    ...(path ? { href: linkPath(locale, path) } : {}),
    ...(slug ? { slug } : {}),
    total: slug ? Math.max(column.items_count ?? 0, items.length) : items.length,
    items: slug ? items.slice(0, MEGA_COLUMN_LIMIT) : items,
  };
}

/** Shapes GET /menu/nav for the menus: mega-menu when there are columns or a banner, else a dropdown. */
export function buildMenu(nav: NavCategory[], locale: Locale): MenuCategory[] {
  return nav.map((category) => {
    const additions = category.additions ?? [];
    const columns = additions
      .map((column) => buildColumn(column, category.link, locale))
      .filter((column) => column.items.length > 0);
    const subitems = menuLinks(category.subitems ?? [], locale);
    const banner =
      category.banner && usable(category.banner.href)
        ? { image: category.banner.image, href: linkPath(locale, category.banner.href) }
        : null;
    const calculator = calculatorPath(category.calculator_id);
    const kind = columns.length > 0 || banner ? 'mega' : subitems.length > 0 ? 'dropdown' : 'link';
    return {
      id: category.id,
      title: category.title,
      href: linkPath(locale, category.link),
      kind,
      columns,
      moreColumns: Math.max(0, (category.additions_count ?? additions.length) - additions.length),
      // The columns already link every sub-category they show; the list is for menus without them.
      subitems: columns.length > 0 ? [] : subitems,
      banner,
      calculatorHref: calculator ? linkPath(locale, calculator) : null,
    };
  });
}
