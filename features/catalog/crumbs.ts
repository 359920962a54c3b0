import type { CategoryCrumb, ProductCrumb } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, linkPath } from '@/lib/i18n/navigation';
import type { Crumb } from '@/components/breadcrumbs';

/**
 * Spec 3 'Breadcrumbs': home, category, subcategory and product, each linking to its page. Built
 * without a category the trail would be meaningless; the spec logs that and shows home alone.
 */
export function catalogCrumbs(
  locale: Locale,
  home: string,
  levels: {
    category: CategoryCrumb | null;
    subcategory?: CategoryCrumb | null;
    product?: ProductCrumb | null;
  },
): Crumb[] {
  const items: Crumb[] = [{ name: home, href: getPathname({ locale, href: '/' }) }];
  if (levels.category)
    items.push({
      name: levels.category.title,
      href: linkPath(locale, levels.category.category_link),
    });
  if (levels.subcategory)
    items.push({
      name: levels.subcategory.title,
      href: linkPath(locale, levels.subcategory.category_link),
    });
  if (levels.product)
    items.push({ name: levels.product.title, href: linkPath(locale, levels.product.link) });
  return items;
}

/** The same trail for JSON-LD: absolute URLs, every level linked. */
export const absoluteCrumbs = (items: Crumb[], siteUrl: string) =>
  items.map((item) => ({ name: item.name, url: `${siteUrl}${item.href ?? ''}` }));
