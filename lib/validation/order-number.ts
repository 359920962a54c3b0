/** An order's public number as the provider writes it (provider/domain/orders.ts): FM-2026-00005. */
const ORDER_NUMBER = /^FM-\d{4}-\d{5,9}$/;

/**
 * Issue 41: the success dialog names only a well-formed order number; any other text in the URL
 * (a crafted link: "payment failed, pay to IBAN …") is never shown inside the shop's dialog.
 */
export const isOrderNumber = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ORDER_NUMBER.test(value);

/** Issue 39: the success dialog names the amount; the URL carries the grand total in euro cents. */
export const orderSuccessQuery = (orderNumber: string, grandTotalCents: number): string =>
  `success_order=True&orderId=${encodeURIComponent(orderNumber)}&total=${grandTotalCents}`;

/** The grand total of a success URL, or null for anything that is no amount in cents. */
export function orderSuccessTotal(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
