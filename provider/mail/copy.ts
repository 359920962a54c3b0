import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../lib/i18n/locales';
import type messagesEn from '../../messages/en.json';

type Messages = typeof messagesEn;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A message key such as `mail.order.subject` or `checkout.totals.vat`. */
export type MessageKey = Leaves<Messages>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

// Read from disk, not imported: the build compiles `messages/*.json` imports for next-intl's
// formatter (docs/adr/0023-messages-compiled-at-build.md), and mail needs the plain strings.
const messagesFolder = path.join(process.cwd(), 'messages');
const loaded = new Map<Locale, Messages>();

function messagesOf(locale: Locale): Messages {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = JSON.parse(
      readFileSync(path.join(messagesFolder, `${locale}.json`), 'utf8'),
    ) as Messages;
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * The storefront's own messages (`messages/<locale>.json`) for mail: the same words as the pages,
 * with `{name}` arguments filled in. Mail uses no plurals or selects.
 */
export function mailTranslator(locale: Locale): Translate {
  const messages = messagesOf(locale);
  return (key, values = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        messages,
      );
    if (typeof found !== 'string') throw new Error(`no message ${key} in ${locale}`);
    return found.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
