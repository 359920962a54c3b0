import type { Locale } from '../../lib/i18n/locales';

/** The card payment setting (PAYMENT_GATEWAY): maib, the bundled test bank, or no card payment. */
export { paymentGatewayNames, type PaymentGatewayName } from '../../lib/config';

export interface PaymentRequest {
  orderId: number;
  nr: string;
  /** Euro cents to charge, at most MAX_ORDER_TOTAL (lib/pricing). */
  amount: number;
  currency: 'EUR';
  locale: Locale;
  /** The shopper's address (an acquirer's fraud checks; maib requires it). */
  clientIp?: string;
}

/** A payment session opened at the acquirer: where to send the shopper, and its reference. */
export interface PaymentLink {
  /** Unique per link; the order keeps the reference of its one live link (orders.payment_nonce). */
  reference: string;
  payUrl: string;
  expiresAt: Date;
}

export type PaymentOutcome = 'approved' | 'declined';

/** What a genuine callback of the acquirer says happened to one link. */
export interface PaymentCallback {
  reference: string;
  orderId: number;
  outcome: PaymentOutcome;
  /** What the acquirer says it charged, when it says (cents); checked against the link's amount. */
  charged?: { amount: number; currency: string };
}

/**
 * A card acquirer (spec 3: 'redirect to a bank's secure page'): the one interface a real bank's
 * integration implements. The shop records each link and settles the order itself
 * (domain/payments.ts: one live link per order, a state machine on the order, the bonus ledger).
 */
export interface PaymentGateway {
  /** Opens a payment session for the amount and answers the page to send the shopper to. */
  createPaymentLink(request: PaymentRequest): Promise<PaymentLink>;
  /** Reads the acquirer's callback; null for anything not genuinely from it (forged, tampered). */
  verifyCallback(request: Request): Promise<PaymentCallback | null>;
  /**
   * Issue 38: gives back the whole of an approved payment (staff cancelled a paid order): 'refunded',
   * or 'refunded-before' when the acquirer says it already was; throws when it refuses or is down.
   */
  refund(reference: string, cents: number): Promise<'refunded' | 'refunded-before'>;
}
