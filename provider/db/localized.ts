import { jsonb } from 'drizzle-orm/pg-core';
import { defaultLocale, type Locale } from '../../lib/i18n/locales';

/** A text written in every shop language; ro is required because it is the fallback (spec 9). */
export type Localized = { ro: string } & Partial<Record<Exclude<Locale, 'ro'>, string>>;

export const localized = (name: string) => jsonb(name).$type<Localized>();

export function pick(text: Localized | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text[defaultLocale] || '';
}
