import type { Api } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { getAccessToken, refreshAccessToken } from './token';

/** The browser's API with the in-memory token and one transparent refresh on 401 (spec 4). */
export function clientApi(locale: Locale): Api {
  return browserApi(locale, { getToken: getAccessToken, refreshToken: refreshAccessToken });
}
