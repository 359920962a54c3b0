import 'server-only';
import { getConfig } from '../config';
import type { Locale } from '../i18n/locales';
import { parseAnswer } from './answers';
import { cachedTransport } from './cached-transport';
import { createApi, type Transport } from './index';
import type { ProviderBindings } from '../../provider/context';

const IN_PROCESS_ORIGIN = 'http://provider.internal';
const MOUNT = '/backend';

/** The provider's own spelling of a URL's path under one of `bases` (`[base URL, its path prefix]`). */
const pathUnder =
  (bases: [string, string][]) =>
  (url: URL): string | null => {
    for (const [base, prefix] of bases) {
      if (url.href === base || url.href.startsWith(`${base}/`))
        return `${prefix}${url.pathname.slice(new URL(base).pathname.replace(/\/$/, '').length)}`;
    }
    return null;
  };

/** Bundled provider unless PROVIDER_API_URL points at an external API. */
const inProcessTransport = (bindings: ProviderBindings): Transport =>
  cachedTransport(
    async (request) => {
      const { handleProviderRequest } = await import('../../provider');
      return handleProviderRequest(request, bindings);
    },
    pathUnder([[`${IN_PROCESS_ORIGIN}${MOUNT}`, '']]),
  );

const anonymousTransport = inProcessTransport({});

/**
 * An external provider learns the shopper's address as from a proxy: count the storefront in its
 * TRUSTED_PROXY_HOPS. Its public reads are kept in the data cache with their tags, as the bundled
 * provider's are, so POST /revalidate expires them the same way.
 */
const externalTransport = (
  { provider, calculator }: { provider: string; calculator: string },
  clientAddress: string | undefined,
): Transport =>
  cachedTransport(
    (request) => {
      if (clientAddress) request.headers.set('X-Forwarded-For', clientAddress);
      return fetch(request);
    },
    // The calculator API's paths are the provider's /api/… (spec 7).
    pathUnder([
      [calculator, '/api'],
      [provider, ''],
    ]),
  );

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
  const contentBaseUrl = external ?? `${IN_PROCESS_ORIGIN}${MOUNT}`;
  const calculatorBaseUrl = config.CALCULATOR_API_URL ?? `${contentBaseUrl}/api`;
  return createApi({
    transport: external
      ? externalTransport({ provider: external, calculator: calculatorBaseUrl }, clientAddress)
      : clientAddress
        ? inProcessTransport({ clientAddress })
        : anonymousTransport,
    parseAnswer,
    contentBaseUrl,
    calculatorBaseUrl,
    locale,
    timeoutMs: config.API_TIMEOUT_MS,
    getToken: () => token,
  });
}
