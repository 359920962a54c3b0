import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider, type TestProvider } from '../testing/harness';

type Card = {
  id: number;
  slug: string;
  title: string;
  link: string;
  price: number;
  per_metre: boolean;
  category: { slug: string } | null;
};

describe('catalog endpoints', () => {
  let provider: TestProvider;
  const get = async (path: string, locale = 'en') => {
    const response = await provider.request(path, { locale });
    return { status: response.status, body: await response.json() };
  };
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it('lists the seven top categories with their subcategories', async () => {
    const { status, body } = await get('/categories/');
    expect(status).toBe(200);
    const slugs = body.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual([
      'windows',
      'doors',
      'rolety',
      'gates',
      'stavny',
      'awnings',
      'accessories',
    ]);
    for (const category of body) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(category.subcategories.length).toBeLessThanOrEqual(5);
    }
    expect(body[0]).toMatchObject({
      title: 'Windows',
      category_link: '/windows',
      calculator_id: 1,
    });
  });

  it('gives a category by id and by slug, with breadcrumbs, and 404s unknown ones', async () => {
    const bySlug = await get('/categories/pvc-windows', 'ro');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({
      title: 'Ferestre PVC',
      category_link: '/windows/pvc-windows',
      parent_category_slug: 'windows',
    });
    expect(bySlug.body.breadcrumbs.category.category_link).toBe('/windows');
    expect(bySlug.body.breadcrumbs.subcategory.title).toBe('Ferestre PVC');
    expect(bySlug.body.products_count).toBeGreaterThan(5);
    const byId = await get(`/categories/${bySlug.body.id}/`, 'ru');
    expect(byId.body.title).toBe('Окна ПВХ');
    expect((await get('/categories/no-such-category')).status).toBe(404);
    expect((await get('/categories/999999/')).status).toBe(404);
  });

  it('paginates products and filters them by category, subcategories included', async () => {
    const first = await get('/products/?page_size=10');
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(60);
    expect(first.body.pages).toBe(Math.ceil(first.body.count / 10));
    expect(first.body.results).toHaveLength(10);
    const windows = await get('/products/?category=windows&page_size=60');
    expect(windows.body.results.length).toBeGreaterThan(10);
    expect(
      windows.body.results.every((p: Card) =>
        ['pvc-windows', 'aluminium-windows', 'wooden-windows'].includes(p.category!.slug),
      ),
    ).toBe(true);
    const beyond = await get('/products/?page=999');
    expect(beyond.body.results).toEqual([]);
  });

  it('rejects bad pagination and unknown categories', async () => {
    expect(await get('/products/?page=abc')).toEqual({
      status: 400,
      body: { page: ['Enter a valid value'] },
    });
    expect((await get('/products/?page=0')).status).toBe(400);
    expect((await get('/products/?page_size=1000')).status).toBe(400);
    expect((await get('/products/?category=nowhere')).status).toBe(404);
  });

  it('gives a product with characteristics, suitable accessories and breadcrumbs', async () => {
    const list = await get('/products/?category=pvc-windows&page_size=1');
    const id = list.body.results[0].id;
    const { status, body } = await get(`/products/${id}/`, 'it');
    expect(status).toBe(200);
    expect(body.title).toMatch(/Finestra in PVC/);
    expect(body.price).toBeGreaterThan(0);
    expect(body.currency).toBe('EUR');
    expect(body.characteristics.length).toBeGreaterThan(3);
    expect(body.characteristics[0]).toEqual({
      name: expect.any(String),
      value: expect.any(String),
    });
    expect(body.suitable_accessories.length).toBeGreaterThan(2);
    expect(body.suitable_accessories.some((a: Card) => a.per_metre)).toBe(true);
    expect(body.breadcrumbs.category).toMatchObject({
      title: 'Finestre',
      category_link: '/windows',
    });
    expect(body.breadcrumbs.subcategory.category_link).toBe('/windows/pvc-windows');
    expect(body.breadcrumbs.product).toMatchObject({ id, link: body.link, image: body.image });
    const bySlug = await get(`/products/${body.slug}`);
    expect(bySlug.body.id).toBe(id);
    expect((await get('/products/999999/')).status).toBe(404);
  });

  it('prices sills per linear metre from half a metre', async () => {
    const { body } = await get('/products/pvc-window-sill-250');
    expect(body).toMatchObject({ unit: 'metre', per_metre: true, min_quantity: 0.5, price: 1190 });
  });

  it('lists accessories under products, for the catalog or for one product', async () => {
    const all = await get('/accesories/');
    expect(all.status).toBe(200);
    expect(all.body.products.length).toBeGreaterThanOrEqual(15);
    const door = await get('/products/steel-entrance-door-classic');
    const forDoor = await get(`/accesories/?product=${door.body.id}`);
    expect(forDoor.body.products.map((p: Card) => p.slug)).toContain('door-handle-set-standard');
    expect((await get('/accesories/?product=999999')).status).toBe(404);
    expect((await get('/accesories/?product=x')).status).toBe(400);
  });
});
