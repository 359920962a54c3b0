import type { Api } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { getAccessToken, refreshAccessToken } from './token';

/** The browser's API with the in-memory token and one transparent refresh on 401 (spec 4). */
export function clientApi(locale: Locale): Api {
  return browserApi(locale, { getToken: getAccessToken, refreshToken: refreshAccessToken });
}

/** The page's locale from `<html lang>`, for code that runs outside React. */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : defaultLocale;
}
