import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  accessoriesQuerySchema,
  accessoriesSchema,
  categoryDetailSchema,
  categoryTreeEntrySchema,
  productDetailSchema,
  productsPageSchema,
  productsQuerySchema,
} from '../../lib/api/schemas/catalog';
import type { Locale } from '../../lib/i18n/locales';
import { parseId } from '../../lib/validation/integer';
import type { AppEnv } from '../context';
import { pick } from '../db/localized';
import { categories, productAccessories, products } from '../db/schema';
import { loadCategories } from '../domain/category-tree';
import { offsetOf, paginated } from '../domain/pagination';
import { ClientError } from '../http/errors';
import { answer, createRouter, errorAnswers, reply, serveBothSpellings } from '../http/openapi';
import { translate } from '../i18n';

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

const ACCESSORIES_SLUG = 'accessories';

export function notFound(c: Context<AppEnv>): never {
  throw new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });
}

/** A numeric key is an id; anything else a slug (spec 7: /categories/{id}/ and /categories/{slug}). */
function byIdOrSlug(key: string): { id: number } | { slug: string } {
  const id = parseId(key);
  return id === null ? { slug: key } : { id };
}

/** Spec 2: /{slug} for a top category, /{parent_category_slug}/{category_slug} for a subcategory. */
function categoryLink(category: CategoryRow, all: CategoryRow[]) {
  const parent = category.parentId ? all.find((row) => row.id === category.parentId) : undefined;
  return parent ? `/${parent.slug}/${category.slug}` : `/${category.slug}`;
}

/** Spec 3 'Breadcrumbs': each level with image, title, description and its link. */
function crumb(category: CategoryRow, all: CategoryRow[], locale: Locale) {
  return {
    id: category.id,
    slug: category.slug,
    image: category.image,
    title: pick(category.title, locale),
    description: pick(category.description, locale),
    category_link: categoryLink(category, all),
  };
}

function categorySummary(category: CategoryRow, all: CategoryRow[], locale: Locale) {
  const parent = category.parentId ? all.find((row) => row.id === category.parentId) : undefined;
  return {
    ...crumb(category, all, locale),
    banner_image: category.bannerImage,
    parent_id: category.parentId,
    parent_category_slug: parent?.slug ?? null,
    calculator_id: category.calculatorId,
  };
}

/** A product as lists show it; prices in euro cents, quantities in units (0.5 = half a metre). */
export function productCard(product: ProductRow, all: CategoryRow[], locale: Locale) {
  const category = all.find((row) => row.id === product.categoryId);
  return {
    id: product.id,
    slug: product.slug,
    title: pick(product.title, locale),
    description: pick(product.description, locale),
    image: product.image,
    link: `/product/${product.slug}`,
    price: product.price,
    currency: 'EUR' as const,
    unit: product.unit,
    per_metre: product.unit === 'metre',
    delivery_class: product.deliveryClass,
    min_quantity: product.minQuantity / 100,
    max_quantity: product.maxQuantity === null ? null : product.maxQuantity / 100,
    category: category ? crumb(category, all, locale) : null,
    updated_at: product.updatedAt.toISOString(),
  };
}

async function findCategory(c: Context<AppEnv>, key: string, all: CategoryRow[]) {
  const wanted = byIdOrSlug(key);
  const category = all.find((row) =>
    'id' in wanted ? row.id === wanted.id : row.slug === wanted.slug,
  );
  return category ?? notFound(c);
}

/** The category and every subcategory below it. */
const withDescendants = (root: CategoryRow, all: CategoryRow[]) => [
  root.id,
  ...all.filter((row) => row.parentId === root.id).map((row) => row.id),
];

async function categoryDetail(c: Context<AppEnv>, key: string) {
  const locale = c.get('locale');
  const db = c.get('db');
  const all = await loadCategories(db);
  const category = await findCategory(c, key, all);
  const parent = category.parentId ? all.find((row) => row.id === category.parentId) : undefined;
  const total = await db.$count(
    products,
    inArray(products.categoryId, withDescendants(category, all)),
  );
  return {
    ...categorySummary(category, all, locale),
    products_count: total,
    subcategories: all
      .filter((row) => row.parentId === category.id)
      .map((row) => categorySummary(row, all, locale)),
    breadcrumbs: {
      category: crumb(parent ?? category, all, locale),
      subcategory: parent ? crumb(category, all, locale) : null,
    },
  };
}

async function productDetail(c: Context<AppEnv>, key: string) {
  const locale = c.get('locale');
  const db = c.get('db');
  const wanted = byIdOrSlug(key);
  const [product] = await db
    .select()
    .from(products)
    .where('id' in wanted ? eq(products.id, wanted.id) : eq(products.slug, wanted.slug));
  if (!product) notFound(c);
  const all = await loadCategories(db);
  const accessoryIds = (
    await db
      .select({ id: productAccessories.accessoryId })
      .from(productAccessories)
      .where(eq(productAccessories.productId, product.id))
  ).map((row) => row.id);
  const accessories = accessoryIds.length
    ? await db
        .select()
        .from(products)
        .where(inArray(products.id, accessoryIds))
        .orderBy(asc(products.position))
    : [];
  const category = all.find((row) => row.id === product.categoryId)!;
  const parent = category.parentId ? all.find((row) => row.id === category.parentId) : undefined;
  const card = productCard(product, all, locale);
  return {
    ...card,
    gallery: product.gallery,
    characteristics: product.characteristics.map((entry) => ({
      name: pick(entry.name, locale),
      value: pick(entry.value, locale),
    })),
    suitable_accessories: accessories.map((row) => productCard(row, all, locale)),
    breadcrumbs: {
      category: crumb(parent ?? category, all, locale),
      subcategory: parent ? crumb(category, all, locale) : null,
      product: {
        id: product.id,
        image: product.image,
        title: card.title,
        description: card.description,
        link: card.link,
      },
    },
  };
}

const keyParam = z.object({ key: z.string() });

const categoriesRoute = createRoute({
  method: 'get',
  path: '/categories/',
  responses: {
    200: answer(
      z.array(categoryTreeEntrySchema),
      'Top categories with their subcategories, in menu order',
    ),
    ...errorAnswers,
  },
});
/** `/categories/{key}/`, with or without the trailing slash (spec 7 spells both). */
const categoryRoute = createRoute({
  method: 'get',
  path: '/categories/{key}/',
  request: { params: keyParam },
  responses: { 200: answer(categoryDetailSchema, 'A category by id or slug'), ...errorAnswers },
});
const productsRoute = createRoute({
  method: 'get',
  path: '/products/',
  request: { query: productsQuerySchema },
  responses: {
    200: answer(productsPageSchema, 'One page of products, of a category or of all'),
    ...errorAnswers,
  },
});
/** `/products/{key}/`, with or without the trailing slash. */
const productRoute = createRoute({
  method: 'get',
  path: '/products/{key}/',
  request: { params: keyParam },
  responses: { 200: answer(productDetailSchema, 'A product by id or slug'), ...errorAnswers },
});
// Spec 7 spells the path 'accesories'; the answer lists them under `products`.
const accessoriesRoute = createRoute({
  method: 'get',
  path: '/accesories/',
  request: { query: accessoriesQuerySchema },
  responses: {
    200: answer(accessoriesSchema, "A product's suitable accessories, or every accessory"),
    ...errorAnswers,
  },
});

export const catalogRoutes = createRouter()
  .openapi(categoriesRoute, async (c) => {
    const locale = c.get('locale');
    const all = await loadCategories(c.get('db'));
    return reply(
      c,
      z.array(categoryTreeEntrySchema),
      all
        .filter((row) => row.parentId === null)
        .map((row) => ({
          ...categorySummary(row, all, locale),
          subcategories: all
            .filter((child) => child.parentId === row.id)
            .map((child) => categorySummary(child, all, locale)),
        })),
      200,
    );
  })
  .openapi(productsRoute, async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const query = c.req.valid('query');
    const all = await loadCategories(db);
    const filters: SQL[] = [];
    if (query.category)
      filters.push(
        inArray(
          products.categoryId,
          withDescendants(await findCategory(c, query.category, all), all),
        ),
      );
    const where = filters.length ? and(...filters) : undefined;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.position), asc(products.id))
        .limit(query.page_size)
        .offset(offsetOf(query)),
      db.$count(products, where),
    ]);
    return reply(
      c,
      productsPageSchema,
      paginated(
        rows.map((row) => productCard(row, all, locale)),
        total,
        query,
      ),
      200,
    );
  })
  .openapi(accessoriesRoute, async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const { product } = c.req.valid('query');
    const all = await loadCategories(db);
    let rows: ProductRow[];
    if (product) {
      const [owner] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, product));
      if (!owner) notFound(c);
      const ids = (
        await db
          .select({ id: productAccessories.accessoryId })
          .from(productAccessories)
          .where(eq(productAccessories.productId, product))
      ).map((row) => row.id);
      rows = ids.length
        ? await db
            .select()
            .from(products)
            .where(inArray(products.id, ids))
            .orderBy(asc(products.position))
        : [];
    } else {
      const root = all.find((row) => row.slug === ACCESSORIES_SLUG);
      rows = root
        ? await db
            .select()
            .from(products)
            .where(inArray(products.categoryId, withDescendants(root, all)))
            .orderBy(asc(products.position))
        : [];
    }
    return reply(
      c,
      accessoriesSchema,
      { products: rows.map((row) => productCard(row, all, locale)) },
      200,
    );
  });
serveBothSpellings(catalogRoutes, categoryRoute, async (c) =>
  reply(c, categoryDetailSchema, await categoryDetail(c, c.req.valid('param').key), 200),
);
serveBothSpellings(catalogRoutes, productRoute, async (c) =>
  reply(c, productDetailSchema, await productDetail(c, c.req.valid('param').key), 200),
);
