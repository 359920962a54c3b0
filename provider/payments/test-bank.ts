import type { PaymentGateway } from './gateway';
import { paymentSecret } from './secret';
import { newNonce, PAYMENT_TOKEN_TTL_MS, signPaymentToken, verifyPaymentToken } from './tokens';

/** The test bank's callbacks: `POST {payBaseUrl}/{token}/approve` or `/decline`. */
const CALLBACK_PATH = /\/pay\/([^/]+)\/(approve|decline)$/;

/**
 * The bundled test bank (PAYMENT_GATEWAY=test-bank, the default of a local run): a hosted page on
 * the provider itself (`GET {payBaseUrl}/{token}`) where the shopper approves or declines; no money
 * moves. Each link is a signed token that expires; its nonce is the link's reference.
 */
export function createTestBank(options: {
  dataDir: string;
  payBaseUrl: string;
  now: () => Date;
}): PaymentGateway {
  return {
    async createPaymentLink(request) {
      const secret = await paymentSecret(options.dataDir);
      const reference = newNonce();
      const expiresAt = options.now().getTime() + PAYMENT_TOKEN_TTL_MS;
      const token = signPaymentToken(
        { nonce: reference, orderId: request.orderId, expiresAt },
        secret,
      );
      return {
        reference,
        payUrl: `${options.payBaseUrl}/${token}`,
        expiresAt: new Date(expiresAt),
      };
    },
    async verifyCallback(request) {
      const match = CALLBACK_PATH.exec(new URL(request.url).pathname);
      if (!match) return null;
      const claims = verifyPaymentToken(match[1]!, await paymentSecret(options.dataDir));
      if (!claims) return null;
      return {
        reference: claims.nonce,
        orderId: claims.orderId,
        outcome: match[2] === 'approve' ? 'approved' : 'declined',
      };
    },
    /** No money moved, so none goes back: the shop records the refund (payment_refunds) itself. */
    async refund() {
      return 'refunded';
    },
  };
}
