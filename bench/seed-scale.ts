// The bench's scale seed: 300 categories and 10 000 products on top of the normal seed, to show how
// cost grows with the catalog. Runs against DATA_DIR / DATABASE_URL like the server.
import { sql } from 'drizzle-orm';
import { getConfig } from '../lib/config';
import { openDatabase } from '../provider/db/client';
import { categories, products } from '../provider/db/schema';
import { seed } from '../provider/db/seed';

const CATEGORIES = 300;
const PRODUCTS = 10_000;
const config = getConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seed(database.db);
const tops = await database.db
  .select({ id: categories.id })
  .from(categories)
  .where(sql`${categories.parentId} is null`);
const created = await database.db
  .insert(categories)
  .values(
    Array.from({ length: CATEGORIES }, (_, i) => ({
      slug: `bench-category-${i}`,
      parentId: tops[i % tops.length]!.id,
      title: { ro: `Serie ${i}`, en: `Series ${i}`, ru: `Серия ${i}`, it: `Serie ${i}` },
      position: 100 + i,
    })),
  )
  .onConflictDoNothing()
  .returning({ id: categories.id });
const ids = created.length ? created.map((c) => c.id) : tops.map((t) => t.id);
for (let start = 0; start < PRODUCTS; start += 500) {
  await database.db
    .insert(products)
    .values(
      Array.from({ length: Math.min(500, PRODUCTS - start) }, (_, j) => {
        const i = start + j;
        return {
          slug: `bench-product-${i}`,
          categoryId: ids[i % ids.length]!,
          title: {
            ro: `Fereastră model ${i}`,
            en: `Window model ${i}`,
            ru: `Окно модель ${i}`,
            it: `Finestra modello ${i}`,
          },
          description: {
            ro: 'Fereastră termoizolantă din PVC.',
            en: 'Insulating PVC window.',
            ru: 'Энергосберегающее окно из ПВХ.',
            it: 'Finestra isolante in PVC.',
          },
          price: 10_000 + (i % 900) * 100,
          deliveryClass: 'large' as const,
          image: '/images/not-found.svg',
          position: 1000 + i,
        };
      }),
    )
    .onConflictDoNothing();
}
console.log(
  `scale seed: ${await database.db.$count(categories)} categories, ${await database.db.$count(products)} products`,
);
await database.close();
