import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { PaymentGateway } from './gateway';
import { createTestBank } from './test-bank';

export type { PaymentGateway, PaymentGatewayName } from './gateway';

/**
 * The card acquirer PAYMENT_GATEWAY names, or null when card payment is switched off ('none').
 * A real acquirer is one more case here, implementing PaymentGateway (README: 'Payments').
 */
export function cardGateway(c: Context<AppEnv>, payBaseUrl: string): PaymentGateway | null {
  switch (c.get('paymentGateway')) {
    case 'test-bank':
      return createTestBank({ dataDir: c.get('dataDir'), payBaseUrl, now: c.get('now') });
    case 'none':
      return null;
  }
}
