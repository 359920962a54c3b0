/**
 * Order life cycle (issue 5): new → awaiting payment → paid / cancelled → in production → delivered.
 * A cash order skips the payment wait: it goes from new to production and is paid on delivery.
 */
export const orderStatuses = [
  'new',
  'awaiting_payment',
  'paid',
  'cancelled',
  'in_production',
  'delivered',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['awaiting_payment', 'in_production', 'cancelled'],
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['in_production', 'cancelled'],
  in_production: ['delivered'],
  cancelled: [],
  delivered: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return transitions[from].includes(to);
}

/** Spec 3 'Payment methods': 1 = card (Visa/MasterCard), 2 = cash on delivery, 3 = pay by account. */
export const paymentMethods = { card: 1, cash: 2, invoice: 3 } as const;
export type PaymentMethod = (typeof paymentMethods)[keyof typeof paymentMethods];
export const paymentMethodIds: readonly PaymentMethod[] = Object.values(paymentMethods);

/** The statuses an order passes through right after it is placed. */
export function initialStatuses(method: PaymentMethod): OrderStatus[] {
  return method === paymentMethods.cash ? ['new'] : ['new', 'awaiting_payment'];
}

/** A human order number: shop prefix, year, and the order id padded to five digits. */
export function orderNumber(id: number, createdAt: Date): string {
  return `FM-${createdAt.getUTCFullYear()}-${String(id).padStart(5, '0')}`;
}

/** The order id inside a number orderNumber wrote; null for anything it could not have written. */
export function orderIdOf(nr: string): number | null {
  const match = /^FM-\d{4}-(\d{5,})$/.exec(nr);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
