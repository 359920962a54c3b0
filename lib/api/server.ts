import 'server-only';
import { getConfig } from '../config';
import type { Locale } from '../i18n/locales';
import { cachedTransport } from './cached-transport';
import { createApi, type Transport } from './index';
import type { ProviderBindings } from '../../provider/context';

const IN_PROCESS_ORIGIN = 'http://provider.internal';

/** Bundled provider unless PROVIDER_API_URL points at an external API. */
const inProcessTransport = (bindings: ProviderBindings): Transport =>
  cachedTransport(async (request) => {
    const { handleProviderRequest } = await import('../../provider');
    return handleProviderRequest(request, bindings);
  }, '/backend');

const anonymousTransport = inProcessTransport({});

/** An external provider learns the shopper's address as from a proxy: count the storefront in its TRUSTED_PROXY_HOPS. */
const externalTransport =
  (clientAddress: string | undefined): Transport =>
  (request) => {
    if (clientAddress) request.headers.set('X-Forwarded-For', clientAddress);
    return fetch(request);
  };

export interface ServerApiOptions {
  /**
   * The shopper's address (clientAddressOf the request, lib/security/forwarded.ts) for calls made
   * for them, so the provider's per-client limits count each shopper, not the storefront.
   */
  clientAddress?: string;
}

export function serverApi(
  locale: Locale,
  token?: string | null,
  { clientAddress }: ServerApiOptions = {},
) {
  const config = getConfig();
  const external = config.PROVIDER_API_URL;
  const contentBaseUrl = external ?? `${IN_PROCESS_ORIGIN}/backend`;
  return createApi({
    transport: external
      ? externalTransport(clientAddress)
      : clientAddress
        ? inProcessTransport({ clientAddress })
        : anonymousTransport,
    contentBaseUrl,
    calculatorBaseUrl: config.CALCULATOR_API_URL ?? `${contentBaseUrl}/api`,
    locale,
    timeoutMs: config.API_TIMEOUT_MS,
    getToken: () => token,
  });
}
