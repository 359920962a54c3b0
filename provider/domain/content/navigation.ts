import { asc, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n/locales';
import type { Db } from '../../db/client';
import { pick } from '../../db/localized';
import { footerColumns, infoPages, products } from '../../db/schema';
import { loadCategories } from '../category-tree';

/**
 * Spec 9: 8 links per mega-menu column. The menu sends only those and the column's count; 'show all'
 * asks GET /products/?category= for the rest, so the menu on every page does not grow with the catalog.
 */
const MEGA_MENU_COLUMN_LINKS = 8;
/** At most this many columns per mega-menu; the panel links to the category page for the others. */
const MEGA_MENU_COLUMNS = 8;

/** The header menu: categories, their subcategories and each one's mega-menu columns. */
export async function megaMenu(db: Db, locale: Locale) {
  const rows = await loadCategories(db);
  // Each category's first 8 products and its count only: the menu's cost does not grow with the catalog.
  const order = sql`order by ${products.position}, ${products.id}`;
  const ranked = db
    .select({
      slug: products.slug,
      title: products.title,
      categoryId: products.categoryId,
      rank: sql<number>`cast(row_number() over (partition by ${products.categoryId} ${order}) as int)`.as(
        'rank',
      ),
      total: sql<number>`cast(count(*) over (partition by ${products.categoryId}) as int)`.as(
        'total',
      ),
    })
    .from(products)
    .as('ranked');
  const productRows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, MEGA_MENU_COLUMN_LINKS))
    .orderBy(asc(ranked.categoryId), asc(ranked.rank));
  const top = rows.filter((row) => row.parentId === null);
  // Grouped once (Node 20 has no Map.groupBy): a filter per column read every product per column.
  const productsOf = new Map<number | null, typeof productRows>();
  for (const product of productRows) {
    const group = productsOf.get(product.categoryId);
    if (group) group.push(product);
    else productsOf.set(product.categoryId, [product]);
  }
  return top.map((category) => {
    const children = rows.filter((row) => row.parentId === category.id);
    const columns = children.filter((child) => productsOf.has(child.id));
    return {
      id: category.id,
      title: pick(category.title, locale),
      link: `/${category.slug}`,
      parent_category_slug: null,
      dynamic_page_slug: category.slug,
      calculator_id: category.calculatorId,
      banner: category.bannerImage
        ? { image: category.bannerImage, href: `/${category.slug}` }
        : null,
      // Spec 2 mega-menu: one column per subcategory with products, listing its first 8 of `items_count`.
      additions: columns.slice(0, MEGA_MENU_COLUMNS).map((child) => {
        const items = productsOf.get(child.id)!;
        return {
          title: pick(child.title, locale),
          category_slug: child.slug,
          link: `/${category.slug}/${child.slug}`,
          visible_count: MEGA_MENU_COLUMN_LINKS,
          items_count: items[0]!.total,
          items: items.map((product) => ({
            title: pick(product.title, locale),
            category_slug: child.slug,
            link: `/product/${product.slug}`,
          })),
        };
      }),
      additions_count: columns.length,
      subitems: children.map((child) => ({
        id: child.id,
        title: pick(child.title, locale),
        link: `/${category.slug}/${child.slug}`,
        parent_category_slug: category.slug,
        category_slug: child.slug,
        updated_at: child.updatedAt.toISOString(),
      })),
      updated_at: category.updatedAt.toISOString(),
    };
  });
}

/** The footer columns, each with its info pages. */
export async function footer(db: Db, locale: Locale) {
  const [columns, pages] = await Promise.all([
    db.select().from(footerColumns).orderBy(asc(footerColumns.position)),
    db.select().from(infoPages).orderBy(asc(infoPages.position)),
  ]);
  return columns.map((column) => ({
    id: column.id,
    name: pick(column.name, locale),
    order: column.position,
    pages: pages
      .filter((page) => page.footerColumnId === column.id)
      .map((page) => ({
        slug: page.slug[locale] ?? page.slug.en ?? null,
        name: pick(page.title, locale),
      })),
  }));
}
