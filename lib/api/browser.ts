import type { Locale } from '../i18n/locales';
import { browserCredentials } from './browser-credentials';
import { createApi, type Api } from './index';

const clients = new Map<string, Api>();

/**
 * The browser's one client per locale: same-origin /backend for the bundled provider, or
 * NEXT_PUBLIC_PROVIDER_API_URL (inlined at build time). It sends the visitor's access token, and
 * a 401 to a call that carried one refreshes it and retries once (spec 4, `createHttp`): every
 * caller, inside react-query or not, has that one policy. `anonymous` leaves the token out, for
 * the calls that must not act as the customer (an anonymous cart read by the id of its cookie).
 * Answers are taken as typed, unparsed (ADR 46).
 */
export function browserApi(locale: Locale, { anonymous = false } = {}): Api {
  const key = anonymous ? `${locale}:anonymous` : locale;
  let api = clients.get(key);
  if (!api) {
    const contentBaseUrl = process.env.NEXT_PUBLIC_PROVIDER_API_URL ?? '/backend';
    api = createApi({
      transport: (request) => fetch(request),
      contentBaseUrl,
      calculatorBaseUrl: process.env.NEXT_PUBLIC_CALCULATOR_API_URL ?? `${contentBaseUrl}/api`,
      locale,
      timeoutMs: 15_000,
      ...(anonymous
        ? {}
        : {
            getToken: () => browserCredentials().token(),
            refreshToken: () => browserCredentials().refresh(),
          }),
    });
    clients.set(key, api);
  }
  return api;
}
