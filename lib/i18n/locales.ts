/** Spec 9: ro is the default and the fallback; browser-language detection is off. */
export const locales = ['ro', 'en', 'ru', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ro';

export const localeNames: Record<Locale, string> = {
  ro: 'Română',
  en: 'English',
  ru: 'Русский',
  it: 'Italiano',
};

/** BCP 47 tags for Intl formatting and hreflang. */
export const localeIso: Record<Locale, string> = {
  ro: 'ro-MD',
  en: 'en-US',
  ru: 'ru-MD',
  it: 'it-IT',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks the request's language from an Accept-Language header; unknown languages fall back to ro. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return defaultLocale;
}
