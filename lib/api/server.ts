import 'server-only';
import { cacheDeclaration, type CacheProfile } from '../cache/manifest';
import { getConfig } from '../config';
import type { Locale } from '../i18n/locales';
import { parseAnswer } from './answers';
import { cachedTransport } from './cached-transport';
import { createApi, type Api, type Transport } from './index';
import type { ProviderBindings } from '../../provider/context';

/** A loader's value derived from several public reads, kept as one entry (ADR 70). */
export { cachedDerived } from './cached-transport';

const IN_PROCESS_ORIGIN = 'http://provider.internal';
const MOUNT = '/backend';

/** Bundled provider unless PROVIDER_API_URL points at an external API. */
const inProcessTransport =
  (bindings: ProviderBindings): Transport =>
  async (request) => {
    const { handleProviderRequest } = await import('../../provider');
    return handleProviderRequest(request, bindings);
  };

const anonymousTransport = inProcessTransport({});

/**
 * An external provider learns the shopper's address as from a proxy: count the storefront in its
 * TRUSTED_PROXY_HOPS.
 */
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

function apiOver(
  locale: Locale,
  transport: (external: boolean) => Transport,
  token?: string | null,
): Api {
  const config = getConfig();
  const external = config.PROVIDER_API_URL;
  const contentBaseUrl = external ?? `${IN_PROCESS_ORIGIN}${MOUNT}`;
  return createApi({
    transport: transport(Boolean(external)),
    parseAnswer,
    contentBaseUrl,
    // The calculator API's paths are the provider's /api/… (spec 7).
    calculatorBaseUrl: config.CALCULATOR_API_URL ?? `${contentBaseUrl}/api`,
    locale,
    timeoutMs: config.API_TIMEOUT_MS,
    getToken: () => token,
  });
}

/** The server's calls to the provider, never cached: a visitor's own data, forms, search, sessions. */
export function serverApi(
  locale: Locale,
  token?: string | null,
  { clientAddress }: ServerApiOptions = {},
): Api {
  return apiOver(
    locale,
    (external) =>
      external
        ? externalTransport(clientAddress)
        : clientAddress
          ? inProcessTransport({ clientAddress })
          : anonymousTransport,
    token,
  );
}

/** The areas of the API whose reads are the same for every visitor. */
export type PublicApi = Pick<
  Api,
  'catalog' | 'calculator' | 'calculatorPages' | 'content' | 'pages' | 'seo'
>;

/**
 * A loader's public reads, declared where it reads them (ADR 53): every GET made through it is kept
 * in Next's data cache under the tags and lifetime of `profile` (lib/cache/manifest.ts; `slug` for a
 * profile with a tag per entry, `product:<slug>`), bundled or external provider alike, so
 * POST /revalidate expires them the same way. Anonymous: no token, no shopper's address.
 */
export function cachedApi(locale: Locale, profile: CacheProfile, slug?: string): PublicApi {
  const declaration = cacheDeclaration(profile, slug);
  return apiOver(locale, (external) =>
    cachedTransport(external ? externalTransport(undefined) : anonymousTransport, declaration),
  );
}
