import type { Locale } from '../lib/i18n/locales';
import type { Db } from './db/client';
import type { PaymentGatewayName } from './payments/gateway';
import type { MaibSettings } from './payments/maib/client';
import type { StaffMember } from './http/staff-auth';

/** What every provider handler can read from its context. */
export type AppEnv = {
  /** What the caller of app.fetch passes along with the request (index.ts, server.ts, the tests). */
  Bindings: ProviderBindings;
  Variables: {
    locale: Locale;
    db: Db;
    /** The signed-in customer (bearer access token), or null for an anonymous visitor. */
    user: AuthUser | null;
    /**
     * The request carried a bearer token we refused (bad signature, expired, malformed, session
     * closed): kept here, not on the Request, which body middleware may replace (bodyLimit, jsonBody).
     */
    tokenRefused: boolean;
    /** Issue 38: the staff member of the session cookie, once a staff route looked it up. */
    staff: StaffMember | null | undefined;
    /** The clock; tests pass a fake one to check expiry. */
    now: () => Date;
    /** Where the provider keeps its files (uploads, generated secrets). */
    dataDir: string;
    /** Which card acquirer takes payments (PAYMENT_GATEWAY); 'none' switches card payment off. */
    paymentGateway: PaymentGatewayName;
    /** maib's API and the project's credentials (PAYMENT_GATEWAY=maib), else null. */
    maib: MaibSettings | null;
  };
};

export interface AuthUser {
  id: number;
  email: string;
}

/**
 * The client's address, resolved by whoever owns the socket under TRUSTED_PROXY_HOPS: the Next
 * server's normalized headers for the in-process provider, server.ts for the standalone one. Not a
 * header, so no outside client can set it.
 */
export interface ProviderBindings {
  clientAddress?: string;
}
