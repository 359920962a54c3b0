import { describe, expect, it } from 'vitest';
import {
  cartCharacteristics,
  cartTotals,
  configuredUnits,
  deliveryFee,
  includedVat,
  lineTotal,
  quantityDiscount,
  type TotalsLine,
} from './totals';

const windowLine = (unitPrice: number, pieces: number): TotalsLine => ({
  unitPrice,
  quantity: pieces * 100,
  unit: 'piece',
  deliveryClass: 'large',
  kind: 'window',
  areaMm2: 1_680_000,
});
const goods = (
  unitPrice: number,
  quantity: number,
  deliveryClass: TotalsLine['deliveryClass'],
  unit: TotalsLine['unit'] = 'piece',
): TotalsLine => ({
  unitPrice,
  quantity,
  unit,
  deliveryClass,
  kind: null,
});

describe('delivery fee (spec 9)', () => {
  it.each([
    ['windows under 1 000 €', [windowLine(30_000, 1)], 30_000, 'delivery', 4_900],
    [
      'windows with accessories',
      [windowLine(30_000, 1), goods(500, 100, 'accessory')],
      30_500,
      'delivery',
      4_900,
    ],
    [
      'blinds and sills',
      [goods(5_000, 100, 'blinds_sills'), goods(500, 100, 'accessory')],
      5_500,
      'delivery',
      1_690,
    ],
    ['accessories only', [goods(500, 300, 'accessory')], 1_500, 'delivery', 890],
    ['one cent over 1 000.00 €', [windowLine(100_001, 1)], 100_001, 'delivery', 0],
    [
      'exactly 1 000.00 € (spec 9: free over it)',
      [windowLine(100_000, 1)],
      100_000,
      'delivery',
      4_900,
    ],
    ['one cent under 1 000.00 €', [windowLine(99_999, 1)], 99_999, 'delivery', 4_900],
    ['pickup', [windowLine(30_000, 1)], 30_000, 'pickup', 0],
    ['an empty cart', [], 0, 'delivery', 0],
  ] as const)('%s → %d', (_, lines, goodsTotal, type, fee) => {
    expect(deliveryFee(lines, goodsTotal, type)).toBe(fee);
  });

  it('measures the free-delivery threshold after the quantity discount', () => {
    const totals = cartTotals({ lines: [windowLine(20_500, 5)], deliveryType: 'delivery' });
    expect(totals.total).toBe(102_500);
    expect(totals.new_total).toBe(97_375);
    expect(totals.delivery).toBe(4_900);
  });
});

describe('quantity discount', () => {
  it.each([
    [100_000, 4, 0],
    [100_000, 5, 5_000],
    [169_730, 5, 8_487],
    [100_000, 50, 5_000],
  ])('on %d with %d configured units is %d', (total, units, discount) => {
    expect(quantityDiscount(total, units)).toBe(discount);
  });

  it('follows a configured rule', () => {
    expect(quantityDiscount(100_000, 2, { minUnits: 2, percent: 10 })).toBe(10_000);
  });

  it('counts whole configured pieces only', () => {
    expect(
      configuredUnits([
        windowLine(1, 3),
        goods(1, 1000, 'accessory'),
        { ...windowLine(1, 2), kind: 'door' },
      ]),
    ).toBe(5);
  });
});

describe('line totals and VAT', () => {
  it.each([
    [33_676, 500, 168_380],
    [450, 300, 1_350],
    [333, 250, 833],
    [199, 125, 249],
  ])('%d cents × %d hundredths = %d', (unitPrice, quantity, total) => {
    expect(lineTotal({ unitPrice, quantity })).toBe(total);
  });

  it.each([
    [12_000, 2_000],
    [161_243, 26_874],
    [1, 0],
    [0, 0],
  ])('VAT included in %d is %d', (gross, vat) => {
    expect(includedVat(gross)).toBe(vat);
  });
});

describe('cartTotals', () => {
  it('computes the README worked example exactly', () => {
    const lines = [windowLine(33_676, 5), goods(450, 300, 'accessory', 'metre')];
    expect(cartTotals({ lines, deliveryType: 'delivery' })).toEqual({
      total: 169_730,
      quantity_discount: 8_487,
      new_total: 161_243,
      delivery: 0,
      bonuses: 0,
      net_total: 134_369,
      vat: 26_874,
      grand_total: 161_243,
    });
    expect(cartCharacteristics(lines)).toEqual({
      total_area: 8.4,
      linear_metres: 3,
      total_windows_count: 5,
      total_doors_count: 0,
    });
  });

  it('adds delivery and takes bonuses off the goods only', () => {
    const totals = cartTotals({
      lines: [windowLine(30_000, 1)],
      deliveryType: 'delivery',
      bonuses: 2_000,
    });
    expect(totals).toEqual({
      total: 30_000,
      quantity_discount: 0,
      new_total: 30_000,
      delivery: 4_900,
      bonuses: 2_000,
      net_total: 27_417,
      vat: 5_483,
      grand_total: 32_900,
    });
  });

  it('never spends more bonuses than the goods cost', () => {
    const totals = cartTotals({
      lines: [goods(500, 100, 'accessory')],
      deliveryType: 'delivery',
      bonuses: 10_000,
    });
    expect(totals.bonuses).toBe(500);
    expect(totals.grand_total).toBe(890);
  });

  it('answers zeros for an empty cart', () => {
    expect(cartTotals({ lines: [], deliveryType: 'delivery' }).grand_total).toBe(0);
  });

  it('counts windows, doors, area and metres', () => {
    const door: TotalsLine = { ...windowLine(1, 2), kind: 'door', areaMm2: 2_000_000 };
    expect(
      cartCharacteristics([windowLine(1, 1), door, goods(1, 125, 'blinds_sills', 'metre')]),
    ).toEqual({
      total_area: 5.68,
      linear_metres: 1.25,
      total_windows_count: 1,
      total_doors_count: 2,
    });
  });
});
