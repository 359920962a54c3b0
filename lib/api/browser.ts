import type { Locale } from '../i18n/locales';
import { createApi, type Api } from './index';

/**
 * The browser's client: same-origin /backend for the bundled provider. An external API is reached
 * through NEXT_PUBLIC_PROVIDER_API_URL, inlined at build time.
 */
export function browserApi(
  locale: Locale,
  auth: {
    getToken?: () => string | null | undefined;
    refreshToken?: () => Promise<string | null>;
  } = {},
): Api {
  const contentBaseUrl = process.env.NEXT_PUBLIC_PROVIDER_API_URL ?? '/backend';
  return createApi({
    transport: (request) => fetch(request),
    contentBaseUrl,
    calculatorBaseUrl: process.env.NEXT_PUBLIC_CALCULATOR_API_URL ?? `${contentBaseUrl}/api`,
    locale,
    timeoutMs: 15_000,
    ...auth,
  });
}
