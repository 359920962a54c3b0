import { createTranslator } from 'use-intl/core';
import type { Locale } from '../../../lib/i18n/locales';
import en from '../../../messages/en.json';
import it from '../../../messages/it.json';
import ro from '../../../messages/ro.json';
import ru from '../../../messages/ru.json';

/**
 * The shop's texts of a card payment with maib (messages/*.json, `payment`), formatted as next-intl
 * formats them: in the Next build the messages arrive precompiled (ADR 23), under tsx and vitest as
 * ICU strings, and the translator takes either.
 */
const messages = { ro, en, ru, it } satisfies Record<Locale, unknown>;

export type PaymentText = keyof typeof ro.payment;

export function paymentText(locale: Locale, key: PaymentText, values: { nr?: string } = {}) {
  const t = createTranslator({
    locale,
    messages: { payment: messages[locale].payment },
    namespace: 'payment',
  });
  return t(key, { nr: values.nr ?? '' });
}
