import type { Locale } from '../../../lib/i18n/locales';
import en from '../../../messages/en.json';
import it from '../../../messages/it.json';
import ro from '../../../messages/ro.json';
import ru from '../../../messages/ru.json';

/** The shop's texts of a card payment with maib (messages/*.json, `payment`). */
const payment = { ro: ro.payment, en: en.payment, ru: ru.payment, it: it.payment } satisfies Record<
  Locale,
  typeof ro.payment
>;

export type PaymentText = keyof typeof ro.payment;

export function paymentText(locale: Locale, key: PaymentText, values: { nr?: string } = {}) {
  return payment[locale][key].replace('{nr}', values.nr ?? '');
}
