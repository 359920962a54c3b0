import { describe, expect, it } from 'vitest';
import { bonusesEarned, spendableBonuses } from './bonuses';
import {
  canTransition,
  initialStatuses,
  orderIdOf,
  orderNumber,
  orderStatuses,
  paymentMethods,
} from './orders';

describe('order statuses', () => {
  it.each([
    ['new', 'awaiting_payment', true],
    ['awaiting_payment', 'paid', true],
    ['awaiting_payment', 'cancelled', true],
    ['paid', 'in_production', true],
    ['in_production', 'delivered', true],
    ['new', 'in_production', true],
    ['paid', 'awaiting_payment', false],
    ['cancelled', 'paid', false],
    ['delivered', 'new', false],
    ['awaiting_payment', 'delivered', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('ends in delivered or cancelled only', () => {
    expect(orderStatuses.filter((s) => orderStatuses.every((to) => !canTransition(s, to)))).toEqual(
      ['cancelled', 'delivered'],
    );
  });

  it('waits for payment except for cash', () => {
    expect(initialStatuses(paymentMethods.card)).toEqual(['new', 'awaiting_payment']);
    expect(initialStatuses(paymentMethods.invoice)).toEqual(['new', 'awaiting_payment']);
    expect(initialStatuses(paymentMethods.cash)).toEqual(['new']);
  });

  it('numbers orders by year and id', () => {
    expect(orderNumber(42, new Date('2025-03-01T00:00:00Z'))).toBe('FM-2025-00042');
    expect(orderNumber(123456, new Date('2026-01-01T00:00:00Z'))).toBe('FM-2026-123456');
  });

  it('reads the id back from a number it wrote, and nothing else (a notification names the order so)', () => {
    expect(orderIdOf(orderNumber(42, new Date('2025-03-01T00:00:00Z')))).toBe(42);
    expect(orderIdOf('FM-2026-123456')).toBe(123456);
    for (const other of [
      'FM-2026-0042',
      'FM-2026-00000',
      'fm-2026-00042',
      '42',
      'FM-2026-00042 ',
      '',
    ])
      expect(orderIdOf(other), other).toBeNull();
  });
});

describe('bonuses', () => {
  it.each([
    [32_900, 329],
    [99, 0],
    [161_243, 1_612],
  ])('a paid order of %d earns %d', (total, earned) => {
    expect(bonusesEarned(total)).toBe(earned);
  });

  it.each([
    [20_000, 215_000, 100_000, 20_000],
    [20_000, 5_000, 100_000, 5_000],
    [20_000, 215_000, 10_000, 10_000],
    [-5, 100, 100, 0],
  ])('spending %d with balance %d on %d goods spends %d', (requested, balance, goods, spent) => {
    expect(spendableBonuses(requested, balance, goods)).toBe(spent);
  });
});
