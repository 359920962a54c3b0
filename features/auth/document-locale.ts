import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';

/** The page's locale from `<html lang>`, for code that runs outside React. */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : defaultLocale;
}
