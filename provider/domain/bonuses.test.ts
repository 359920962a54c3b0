import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger, carts, orders, users } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';
import { moveBonuses } from './bonuses';

describe('moveBonuses: the bonus ledger', () => {
  let provider: TestProvider;
  let userId: number;
  const now = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
    const [user] = await provider.db
      .insert(users)
      .values({
        email: 'ledger-unit@example.md',
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
      })
      .returning();
    userId = user!.id;
  });
  afterAll(() => provider.close());

  const move = (
    delta: number,
    reason: 'opening' | 'order_spent' | 'order_refund' | 'order_earned',
    orderId: number | null = null,
  ) => provider.db.transaction((tx) => moveBonuses(tx, { userId, orderId, delta, reason, now }));
  const balance = async () =>
    (await provider.db.select().from(users).where(eq(users.id, userId)))[0]!.bonusBalance;
  const ledgerSum = async () =>
    Number(
      (
        await provider.db
          .select({ sum: sql<string>`coalesce(sum(${bonusLedger.delta}), 0)` })
          .from(bonusLedger)
          .where(eq(bonusLedger.userId, userId))
      )[0]!.sum,
    );

  it('moves the balance and writes one row per movement', async () => {
    expect(await move(500, 'opening')).toBe('moved');
    expect(await move(-200, 'opening')).toBe('moved');
    expect(await balance()).toBe(300);
    expect(await ledgerSum()).toBe(300);
  });

  it('refuses to go below zero, changing nothing', async () => {
    expect(await move(-301, 'opening')).toBe('insufficient');
    expect(await balance()).toBe(300);
    expect(await ledgerSum()).toBe(300);
  });

  it('moves an order’s bonuses once per reason, also when asked concurrently', async () => {
    const [cart] = await provider.db
      .insert(carts)
      .values({ anonymousId: 'ledger-unit', status: 'ordered', userId })
      .returning();
    const totals = {
      total: 0,
      quantity_discount: 0,
      new_total: 0,
      delivery: 0,
      bonuses: 0,
      net_total: 0,
      vat: 0,
      grand_total: 0,
    };
    const [order] = await provider.db
      .insert(orders)
      .values({
        nr: 'FM-2026-99999',
        cartId: cart!.id,
        userId,
        status: 'cancelled',
        locale: 'en',
        items: [],
        totals,
        characteristics: {
          total_area: 0,
          linear_metres: 0,
          total_windows_count: 0,
          total_doors_count: 0,
        },
        deliveryDetails: { delivery_type: 'pickup', address_id: null, address: null },
        userDetails: { email: 'a@b.md', full_name: 'Ana Rusu', phone: '+373 (691) 234-56' },
        paymentMethod: 1,
      })
      .returning();
    const results = await Promise.all([
      move(40, 'order_refund', order!.id),
      move(40, 'order_refund', order!.id),
      move(40, 'order_refund', order!.id),
    ]);
    expect(results.sort()).toEqual(['duplicate', 'duplicate', 'moved']);
    expect(await balance()).toBe(340);
    expect(await ledgerSum()).toBe(340);
  });

  it('the database itself refuses a negative balance and a zero movement', async () => {
    await expect(
      provider.db.update(users).set({ bonusBalance: -1 }).where(eq(users.id, userId)),
    ).rejects.toThrow();
    await expect(
      provider.db
        .insert(bonusLedger)
        .values({ userId, orderId: null, delta: 0, reason: 'opening' }),
    ).rejects.toThrow();
  });
});
