import type { Locale } from '../../lib/i18n/locales';
import type { Db } from '../db/client';

export interface PaymentRequest {
  orderId: number;
  nr: string;
  /** Euro cents to charge. */
  amount: number;
  currency: 'EUR';
  locale: Locale;
}

/**
 * A card payment provider (spec 3: 'redirect to a bank's secure page'). The shop only asks for the
 * page to send the shopper to; the bank reports the outcome to the provider's own callback routes.
 */
export interface PaymentGateway {
  createPayment(db: Db, request: PaymentRequest): Promise<{ payUrl: string }>;
}
