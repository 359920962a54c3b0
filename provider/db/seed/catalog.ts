import type { ProductKind } from '../../../lib/pricing/configuration';
import type { Db } from '../client';
import { categories, productAccessories, products } from '../schema';
import { catalogTree } from './categories';
import { join } from './localized';
import { productDescription } from './product-description';
import { productFamilies } from './products';

/** What the products under each top category are; accessories and blinds are none of these. */
const kindOfRoot: Record<string, ProductKind> = {
  windows: 'window',
  doors: 'door',
  gates: 'gate',
  awnings: 'awning',
  stavny: 'shutter',
};

const rootOf = new Map(
  catalogTree.flatMap((root) => [
    [root.slug, root.slug],
    ...(root.children ?? []).map((child) => [child.slug, root.slug] as const),
  ]),
);

/** "1300 × 1400 mm" → width and height in millimetres. */
export function standardSize(value: string): { widthMm: number; heightMm: number } | null {
  const match = /^(\d+)\s*×\s*(\d+)\s*mm$/.exec(value.trim());
  return match ? { widthMm: Number(match[1]), heightMm: Number(match[2]) } : null;
}

/** Categories, the products generated from their families, and their suitable accessories. */
export async function seedCatalog(db: Db) {
  for (const [position, category] of catalogTree.entries()) {
    const values = {
      slug: category.slug,
      title: category.title,
      description: category.description,
      image: category.image,
      bannerImage: category.bannerImage ?? null,
      calculatorId: category.calculatorId ?? null,
      position,
    };
    const [parent] = await db
      .insert(categories)
      .values(values)
      .onConflictDoUpdate({ target: categories.slug, set: values })
      .returning({ id: categories.id });
    for (const [childPosition, child] of (category.children ?? []).entries()) {
      const childValues = {
        slug: child.slug,
        title: child.title,
        description: child.description,
        image: child.image,
        parentId: parent!.id,
        calculatorId: category.calculatorId ?? null,
        position: childPosition,
      };
      await db
        .insert(categories)
        .values(childValues)
        .onConflictDoUpdate({ target: categories.slug, set: childValues });
    }
  }

  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  let position = 0;
  const rows = productFamilies.flatMap((family) =>
    family.variants.map((variant) => {
      const categoryId = categoryIds.get(family.category);
      if (!categoryId) throw new Error(`seed: unknown category ${family.category}`);
      const perMetre = family.unit === 'metre';
      const kind = kindOfRoot[rootOf.get(family.category) ?? ''] ?? null;
      const sizeValue = [...family.characteristics, ...variant.characteristics].find(
        ([name]) => name.en === 'Standard size',
      )?.[1].en;
      const size = kind === 'window' || kind === 'door' ? standardSize(sizeValue ?? '') : null;
      return {
        slug: `${family.key}-${variant.key}`,
        categoryId,
        title: join(' ', family.title, variant.title),
        description: productDescription(
          join(' ', family.title, variant.title),
          family.description,
          variant.characteristics,
          family.characteristics,
        ),
        characteristics: [...family.characteristics, ...variant.characteristics].map(
          ([name, value]) => ({ name, value }),
        ),
        price: variant.price,
        unit: perMetre ? ('metre' as const) : ('piece' as const),
        deliveryClass: family.deliveryClass,
        kind,
        widthMm: size?.widthMm ?? null,
        heightMm: size?.heightMm ?? null,
        image: variant.image,
        gallery: [variant.image],
        // Per-metre goods are cut from half a metre up (quantities in hundredths).
        minQuantity: perMetre ? 50 : 100,
        maxQuantity: perMetre ? 60000 : null,
        position: position++,
      };
    }),
  );
  for (const row of rows) {
    await db.insert(products).values(row).onConflictDoUpdate({ target: products.slug, set: row });
  }

  const productIds = new Map(
    (await db.select({ id: products.id, slug: products.slug }).from(products)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const links = productFamilies.flatMap((family) =>
    family.variants.flatMap((variant) =>
      family.accessories.map((accessory) => {
        const productId = productIds.get(`${family.key}-${variant.key}`);
        const accessoryId = productIds.get(accessory);
        if (!productId || !accessoryId) throw new Error(`seed: unknown accessory ${accessory}`);
        return { productId, accessoryId };
      }),
    ),
  );
  if (links.length) await db.insert(productAccessories).values(links).onConflictDoNothing();
}
