import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { calculatorTypes, categories, products, users } from '../db/schema';
import { createTestProvider, type TestProvider } from './harness';

/** A cart as `GET /api/calculator/cart/` answers it, the fields the cart tests read. */
export interface CartBody {
  id: number;
  anonymous_id: string;
  items: {
    id: number;
    type: string;
    price: number;
    total: number;
    quantity: number;
    description: string[];
  }[];
  items_quantity: number;
  totals: {
    total: number;
    quantity_discount: number;
    new_total: number;
    delivery: number;
    grand_total: number;
    vat: number;
    net_total: number;
    bonuses: number;
  };
  characteristics: {
    total_area: number;
    linear_metres: number;
    total_windows_count: number;
    total_doors_count: number;
  };
  delivery_details: unknown;
  user_details: unknown;
  payment_details: unknown;
}

/** A new anonymous visitor's cart id. */
export const newVisitor = () => randomBytes(24).toString('base64url');

/**
 * A provider on a fresh seeded database with four catalog products of known prices, units and
 * delivery classes, and the calls of a cart's owner (an anonymous visitor or a signed-in customer), shared
 * by the tests of the cart routes. Registers its hooks in the calling `describe`.
 */
export function cartTestKit() {
  let provider: TestProvider | undefined;
  let productIds: Record<'sill' | 'seal' | 'handle' | 'blind', number> | undefined;
  let windowTypeId = 0;
  let doorTypeId = 0;

  const opened = (): TestProvider => {
    if (!provider) throw new Error('the provider opens in beforeAll');
    return provider;
  };

  beforeAll(async () => {
    delete process.env.MDL_PER_EUR;
    provider = await createTestProvider();
    const [category] = await opened().db.select().from(categories).limit(1);
    const insert = async (
      slug: string,
      price: number,
      unit: 'piece' | 'metre',
      deliveryClass: 'large' | 'blinds_sills' | 'accessory',
      minQuantity = 100,
      maxQuantity: number | null = null,
    ) => {
      const [row] = await opened()
        .db.insert(products)
        .values({
          slug,
          categoryId: category!.id,
          title: { ro: slug, en: slug },
          description: { ro: '' },
          price,
          unit,
          deliveryClass,
          image: '/images/products/sill.svg',
          minQuantity,
          maxQuantity,
        })
        .returning({ id: products.id });
      return row!.id;
    };
    productIds = {
      sill: await insert('cart-test-sill', 2_500, 'metre', 'blinds_sills', 50, 1_000),
      seal: await insert('cart-test-seal', 450, 'metre', 'accessory', 100, 5_000),
      handle: await insert('cart-test-handle', 1_250, 'piece', 'accessory', 100, 1_000),
      blind: await insert('cart-test-blind', 5_000, 'piece', 'blinds_sills'),
    };
    const types = await opened().db.select().from(calculatorTypes);
    windowTypeId = types.find((type) => type.slug === 'window-two-sash')!.id;
    doorTypeId = types.find((type) => type.slug === 'door-balcony')!.id;
  });
  afterAll(() => provider?.close());

  const call = (
    path: string,
    visitor: string | null,
    init: { method?: string; json?: unknown; token?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (visitor) headers['X-Cart-Id'] = visitor;
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    return opened().request(`/api/calculator${path}`, {
      method: init.method,
      json: init.json,
      headers,
      locale: 'en',
    });
  };
  const cartOf = async (visitor: string | null, token?: string) =>
    (await (await call('/cart/', visitor, { token })).json()) as CartBody;
  const addProduct = (
    cart: CartBody,
    visitor: string | null,
    product_id: number,
    quantity: number | string,
    token?: string,
  ) =>
    call(`/cart/${cart.id}/items/add-product/`, visitor, {
      method: 'POST',
      json: { product_id, quantity },
      token,
    });
  const exampleWindow = {
    calculator_type_id: 0,
    features: { profile: 'comfort-70', shape: 'two-sections', opening: 'left-tilt' },
    sizes: { width: 1400, height: 1200 },
    additionals: ['external-sill'],
  };

  async function signIn(email: string, bonusBalance = 0) {
    const [user] = await opened()
      .db.insert(users)
      .values({
        email,
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
        bonusBalance,
      })
      .returning();
    return { user: user!, token: await opened().accessTokenFor({ id: user!.id, email }) };
  }

  return {
    get provider() {
      return opened();
    },
    get productIds() {
      if (!productIds) throw new Error('the products are inserted in beforeAll');
      return productIds;
    },
    get windowTypeId() {
      return windowTypeId;
    },
    get doorTypeId() {
      return doorTypeId;
    },
    call,
    cartOf,
    addProduct,
    exampleWindow,
    signIn,
  };
}
