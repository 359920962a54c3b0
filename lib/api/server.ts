import 'server-only';
import { getConfig } from '../config';
import type { Locale } from '../i18n/locales';
import { cachedTransport } from './cached-transport';
import { createApi, type Transport } from './index';

const IN_PROCESS_ORIGIN = 'http://provider.internal';

/** Bundled provider unless PROVIDER_API_URL points at an external API. */
const inProcessTransport: Transport = cachedTransport(async (request) => {
  const { handleProviderRequest } = await import('../../provider');
  return handleProviderRequest(request);
}, '/backend');

export function serverApi(locale: Locale, token?: string | null) {
  const config = getConfig();
  const external = config.PROVIDER_API_URL;
  const contentBaseUrl = external ?? `${IN_PROCESS_ORIGIN}/backend`;
  return createApi({
    transport: external ? (request) => fetch(request) : inProcessTransport,
    contentBaseUrl,
    calculatorBaseUrl: config.CALCULATOR_API_URL ?? `${contentBaseUrl}/api`,
    locale,
    timeoutMs: config.API_TIMEOUT_MS,
    getToken: () => token,
  });
}
