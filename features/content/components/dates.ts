import { localeIso, type Locale } from '@/lib/i18n/locales';

/** A date (ISO string) in the visitor's language: '20 mai 2025', '20 May 2025'. */
export function formatDate(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(localeIso[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
