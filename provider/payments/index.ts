import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { PaymentGateway } from './gateway';
import { createMaibGateway } from './maib/gateway';
import { createTestBank } from './test-bank';

export type { PaymentGateway, PaymentGatewayName } from './gateway';

/**
 * The card acquirer PAYMENT_GATEWAY names, or null when card payment is switched off ('none').
 * `baseUrl` is the provider's public base (SITE_URL and the mount, e.g. https://shop.example.md/backend),
 * under which the acquirer's pages and callbacks are served.
 */
export function cardGateway(c: Context<AppEnv>, baseUrl: string): PaymentGateway | null {
  switch (c.get('paymentGateway')) {
    case 'maib':
      return maibGateway(c, baseUrl);
    case 'test-bank':
      return createTestBank({
        dataDir: c.get('dataDir'),
        payBaseUrl: `${baseUrl}/pay`,
        now: c.get('now'),
      });
    case 'none':
      return null;
  }
}

/** The maib gateway; throws when PAYMENT_GATEWAY=maib came without its settings (lib/config refuses that). */
export function maibGateway(c: Context<AppEnv>, baseUrl: string) {
  const settings = c.get('maib');
  if (!settings) throw new Error('PAYMENT_GATEWAY=maib without the MAIB_* settings');
  return createMaibGateway({ settings, baseUrl, now: c.get('now') });
}
