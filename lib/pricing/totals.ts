import { scale, sumAmounts } from '../money/money';
import type { ProductKind } from './configuration';

/** Spec 9 delivery-fee classes (the same values as the catalog's `delivery_class`). */
export type DeliveryClass = 'large' | 'blinds_sills' | 'accessory';
export type DeliveryType = 'delivery' | 'pickup';

/** Spec 9, euro cents: delivery is free for goods over this amount (1 000.00 € itself pays the fee). */
export const FREE_DELIVERY_ABOVE = 100_000;
export const DELIVERY_FEES: Record<DeliveryClass, number> = {
  large: 4_900,
  blinds_sills: 1_690,
  accessory: 890,
};

/**
 * The largest order total the shop takes, euro cents (10 000 000.00 €): what the payment side
 * accepts (an amount is an int32 of cents) with room to spare. A cart or order above it is refused.
 */
export const MAX_ORDER_TOTAL = 1_000_000_000;

/** Moldova's standard VAT rate; shop prices include it. */
export const VAT_PERCENT = 20;

/** Quantity discount: `percent` off the goods once the cart holds `minUnits` configured units. */
export interface QuantityDiscountRule {
  minUnits: number;
  percent: number;
}
export const DEFAULT_QUANTITY_DISCOUNT: QuantityDiscountRule = { minUnits: 5, percent: 5 };

export interface TotalsLine {
  /** Unit price, euro cents. */
  unitPrice: number;
  /** Hundredths: 300 = 3 pieces, 250 = 2.5 metres. */
  quantity: number;
  unit: 'piece' | 'metre';
  deliveryClass: DeliveryClass;
  /** What one unit is (a configured or a catalog window, door …); null for accessories and blinds. */
  kind: ProductKind | null;
  /** Area of one unit (its configured or standard size), mm². */
  areaMm2?: number;
}

export interface CartTotals {
  total: number;
  quantity_discount: number;
  new_total: number;
  delivery: number;
  bonuses: number;
  net_total: number;
  vat: number;
  grand_total: number;
}

export interface CartCharacteristics {
  /** m², two decimals. */
  total_area: number;
  /** Metres of per-metre goods, two decimals. */
  linear_metres: number;
  total_windows_count: number;
  total_doors_count: number;
}

export function lineTotal(line: Pick<TotalsLine, 'unitPrice' | 'quantity'>): number {
  return scale(line.unitPrice, line.quantity, 100);
}

export function configuredUnits(lines: readonly TotalsLine[]): number {
  return sumAmounts(
    lines.filter((line) => line.kind !== null).map((line) => Math.floor(line.quantity / 100)),
  );
}

export function quantityDiscount(
  total: number,
  units: number,
  rule: QuantityDiscountRule = DEFAULT_QUANTITY_DISCOUNT,
): number {
  return units >= rule.minUnits ? scale(total, rule.percent, 100) : 0;
}

/**
 * Spec 9: pickup is free; an order of 1 000.00 € or more (after the quantity discount) travels free;
 * otherwise the dearest class in the cart sets the fee.
 */
export function deliveryFee(
  lines: readonly TotalsLine[],
  goodsTotal: number,
  deliveryType: DeliveryType,
): number {
  if (deliveryType === 'pickup' || lines.length === 0 || goodsTotal > FREE_DELIVERY_ABOVE) return 0;
  const classes = new Set(lines.map((line) => line.deliveryClass));
  if (classes.has('large')) return DELIVERY_FEES.large;
  if (classes.has('blinds_sills')) return DELIVERY_FEES.blinds_sills;
  return DELIVERY_FEES.accessory;
}

/** The VAT contained in a price that includes it. */
export function includedVat(gross: number): number {
  return scale(gross, VAT_PERCENT, 100 + VAT_PERCENT);
}

/**
 * Spec 3 'Cart totals': total → quantity discount → new total → + delivery → − bonuses → grand
 * total, of which net total + VAT. Bonuses pay for goods only, never more than the new total.
 */
export function cartTotals(input: {
  lines: readonly TotalsLine[];
  deliveryType: DeliveryType;
  bonuses?: number;
  discountRule?: QuantityDiscountRule;
}): CartTotals {
  const total = sumAmounts(input.lines.map(lineTotal));
  const discount = quantityDiscount(total, configuredUnits(input.lines), input.discountRule);
  const newTotal = total - discount;
  const delivery = deliveryFee(input.lines, newTotal, input.deliveryType);
  const bonuses = Math.max(0, Math.min(input.bonuses ?? 0, newTotal));
  const grandTotal = newTotal + delivery - bonuses;
  const vat = includedVat(grandTotal);
  return {
    total,
    quantity_discount: discount,
    new_total: newTotal,
    delivery,
    bonuses,
    net_total: grandTotal - vat,
    vat,
    grand_total: grandTotal,
  };
}

export function cartCharacteristics(lines: readonly TotalsLine[]): CartCharacteristics {
  const pieces = (line: TotalsLine) => Math.floor(line.quantity / 100);
  const areaMm2 = sumAmounts(
    lines.map((line) => (line.kind ? (line.areaMm2 ?? 0) * pieces(line) : 0)),
  );
  const metreHundredths = sumAmounts(
    lines.filter((line) => line.unit === 'metre').map((line) => line.quantity),
  );
  const count = (kind: ProductKind) =>
    sumAmounts(lines.filter((line) => line.kind === kind).map(pieces));
  return {
    total_area: Math.round(areaMm2 / 10_000) / 100,
    linear_metres: metreHundredths / 100,
    total_windows_count: count('window'),
    total_doors_count: count('door'),
  };
}
