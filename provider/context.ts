import type { Locale } from '../lib/i18n/locales';
import type { Db } from './db/client';
import type { PaymentGatewayName } from './payments/gateway';

/** What every provider handler can read from its context. */
export type AppEnv = {
  Variables: {
    locale: Locale;
    db: Db;
    /** The signed-in customer (bearer access token), or null for an anonymous visitor. */
    user: AuthUser | null;
    /** The clock; tests pass a fake one to check expiry. */
    now: () => Date;
    /** Where the provider keeps its files (uploads, generated secrets). */
    dataDir: string;
    /** Which card acquirer takes payments (PAYMENT_GATEWAY); 'none' switches card payment off. */
    paymentGateway: PaymentGatewayName;
  };
};

export interface AuthUser {
  id: number;
  email: string;
}
