import { isIP } from 'node:net';
import type { Locale } from '../../../lib/i18n/locales';
import { orderIdOf } from '../../domain/orders';
import type { PaymentCallback, PaymentGateway, PaymentOutcome } from '../gateway';
import { maibClient, MaibApiError, type MaibSettings } from './client';
import { isMaibSignatureValid } from './signature';
import { paymentText } from './texts';

/**
 * How long the shop takes maib's answer for a link: the checkout page times out after 10 minutes,
 * but a callback maib could not deliver is retried for about 37 hours (10 s … 86 400 s), and a late
 * genuine callback must still settle the order.
 */
export const MAIB_LINK_TTL_MS = 48 * 60 * 60 * 1000;

/** Where maib sends the shopper back (okUrl and failUrl) and its notifications, under the mount. */
export const MAIB_RETURN_PATH = '/payments/maib/return';
export const MAIB_CALLBACK_PATH = '/payments/maib/callback';

/** maib's checkout speaks ro, en and ru; an Italian shopper gets English. */
const maibLanguage = (locale: Locale): 'ro' | 'en' | 'ru' => (locale === 'it' ? 'en' : locale);

/** Euro cents as maib's X.XX amount. */
export const toMaibAmount = (cents: number) => Number((cents / 100).toFixed(2));
const toCents = (amount: number) => Math.round(amount * 100);

/** The shopper's address as maib takes it (an IPv4 address mapped into IPv6 is given as IPv4). */
function clientIpOf(address: string | undefined): string {
  const plain = address?.replace(/^::ffff:/i, '');
  if (!plain || !isIP(plain)) throw new MaibApiError("POST /pay: the shopper's address is unknown");
  return plain;
}

/** A verified notification or pay-info answer, in the shop's terms. */
export interface MaibPaymentState {
  reference: string;
  orderNumber: string | undefined;
  /** null: not final yet (CREATED, PENDING). */
  outcome: PaymentOutcome | null;
  charged: { amount: number; currency: string } | undefined;
}

/** OK pays; CREATED and PENDING are not final; anything else (FAILED, DECLINED, TIMEOUT…) declines. */
export function outcomeOf(status: string): PaymentOutcome | null {
  if (status === 'OK') return 'approved';
  if (status === 'CREATED' || status === 'PENDING') return null;
  return 'declined';
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type MaibGateway = ReturnType<typeof createMaibGateway>;

/**
 * maib e-commerce (PAYMENT_GATEWAY=maib, docs.maibmerchants.md): a direct payment per link, whose
 * payId is the link's reference; the callback is trusted only with a valid signature.
 */
export function createMaibGateway(options: {
  settings: MaibSettings;
  /** The provider's public base, e.g. https://shop.example.md/backend. */
  baseUrl: string;
  now: () => Date;
}) {
  const client = maibClient(options.settings, { now: options.now });

  /** The callback's body when its signature is valid and it names a payment; else null. */
  function verifyNotification(body: unknown): (PaymentCallback & MaibPaymentState) | null {
    if (!isObject(body) || !isObject(body.result)) return null;
    const { result } = body;
    if (!isMaibSignatureValid(result, body.signature, options.settings.signatureKey)) return null;
    const { payId, orderId, status, amount, currency } = result;
    if (typeof payId !== 'string' || typeof orderId !== 'string' || typeof status !== 'string')
      return null;
    const id = orderIdOf(orderId);
    if (id === null) return null;
    return {
      reference: payId,
      orderId: id,
      orderNumber: orderId,
      outcome: outcomeOf(status) ?? 'declined',
      charged:
        typeof amount === 'number' && typeof currency === 'string'
          ? { amount: toCents(amount), currency }
          : undefined,
    };
  }

  const gateway = {
    async createPaymentLink(request) {
      const { payId, payUrl } = await client.pay({
        amount: toMaibAmount(request.amount),
        currency: request.currency,
        clientIp: clientIpOf(request.clientIp),
        language: maibLanguage(request.locale),
        description: paymentText(request.locale, 'description', { nr: request.nr }),
        orderId: request.nr,
        okUrl: `${options.baseUrl}${MAIB_RETURN_PATH}`,
        failUrl: `${options.baseUrl}${MAIB_RETURN_PATH}`,
        callbackUrl: `${options.baseUrl}${MAIB_CALLBACK_PATH}`,
      });
      return {
        reference: payId,
        payUrl,
        expiresAt: new Date(options.now().getTime() + MAIB_LINK_TTL_MS),
      };
    },
    async verifyCallback(request) {
      try {
        return verifyNotification(await request.json());
      } catch {
        return null;
      }
    },
    /**
     * POST /refund of the whole payment: 'refunded', or 'refunded-before' when maib says it was
     * (REVERSED); anything else throws.
     */
    async refund(reference: string, cents: number): Promise<'refunded' | 'refunded-before'> {
      const answer = await client.refund(reference, toMaibAmount(cents));
      if (answer.status === 'OK') return 'refunded';
      if (answer.status === 'REVERSED') return 'refunded-before';
      throw new MaibApiError(`POST /refund: status ${answer.status}`);
    },
  } satisfies PaymentGateway;

  return {
    ...gateway,
    verifyNotification,
    /** GET /pay-info: what maib says of the payment now (the shopper came back before the callback). */
    async paymentState(reference: string): Promise<MaibPaymentState> {
      const info = await client.payInfo(reference);
      if (info.payId !== reference)
        throw new MaibApiError(`GET /pay-info: answered for ${info.payId}, not ${reference}`);
      return {
        reference,
        orderNumber: info.orderId,
        outcome: outcomeOf(info.status),
        charged:
          info.amount !== undefined && info.currency !== undefined
            ? { amount: toCents(info.amount), currency: info.currency }
            : undefined,
      };
    },
  };
}
