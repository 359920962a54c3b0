import type { Db } from '../db/client';
import { paymentTokens } from '../db/schema';
import type { PaymentGateway } from './gateway';
import { paymentSecret } from './secret';
import { newNonce, PAYMENT_TOKEN_TTL_MS, signPaymentToken } from './tokens';

/**
 * The bundled test bank: a hosted page on the provider itself (`GET {payBaseUrl}/{token}`) where the
 * shopper approves or declines. Each link is signed, expires and is stored so it can be used once.
 */
export function createTestBank(options: { dataDir: string; payBaseUrl: string; now: () => Date }): PaymentGateway {
  return {
    async createPayment(db: Db, request) {
      const secret = await paymentSecret(options.dataDir);
      const nonce = newNonce();
      const expiresAt = options.now().getTime() + PAYMENT_TOKEN_TTL_MS;
      await db.insert(paymentTokens).values({ nonce, orderId: request.orderId, amount: request.amount, expiresAt: new Date(expiresAt) });
      const token = signPaymentToken({ nonce, orderId: request.orderId, expiresAt }, secret);
      return { payUrl: `${options.payBaseUrl}/${token}` };
    },
  };
}
