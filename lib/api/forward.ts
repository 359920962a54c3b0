import 'server-only';
import { localeFromAcceptLanguage } from '../i18n/locales';
import { log } from '../log';
import { clientAddressOf } from '../security/forwarded';
import { requestHost } from '../security/origin';

/**
 * Issue 35: with PROVIDER_API_URL set, the browser's `/backend/…` calls reach that provider through
 * the storefront's mount, as they are: method, path, query, headers, body (streamed: a 15 MB CV is
 * never held in memory) and the provider's answer, status and headers. One back end, never two.
 */
export interface ForwardTargets {
  /** PROVIDER_API_URL: `/backend/x` goes to `${provider}/x`. */
  provider: string;
  /** CALCULATOR_API_URL (default `${provider}/api`): `/backend/api/calculator/x` goes to `${calculator}/calculator/x`. */
  calculator: string;
  /** Where the storefront mounts the API for browsers. */
  mount: string;
}

/** Requests and answers lose these between two hops (RFC 9110 7.6.1), and Host names this server. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

/**
 * fetch decodes a compressed answer but keeps its Content-Encoding and Content-Length: asking for
 * the body as it is lets the provider's answer pass unchanged (and Next compresses it for the browser).
 */
const UPSTREAM_ENCODING = 'identity';

/** The provider's URL for a path under the mount; null for a path outside it. */
export function upstreamUrl(url: URL, targets: ForwardTargets): string | null {
  const { pathname, search } = url;
  if (pathname !== targets.mount && !pathname.startsWith(`${targets.mount}/`)) return null;
  const rest = pathname.slice(targets.mount.length);
  const calculatorPrefix = '/api/calculator/';
  if (rest.startsWith(calculatorPrefix))
    return `${targets.calculator}/calculator/${rest.slice(calculatorPrefix.length)}${search}`;
  return `${targets.provider}${rest}${search}`;
}

/**
 * The request as the provider receives it from a proxy: the shopper's headers, and the resolved
 * client address, host and scheme as one more X-Forwarded-* hop (the provider believes it with
 * TRUSTED_PROXY_HOPS=1, lib/security/forwarded.ts).
 */
export function upstreamHeaders(request: Request): Headers {
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('accept-encoding', UPSTREAM_ENCODING);
  const address = clientAddressOf(request.headers);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');
  const host = requestHost(request.headers);
  if (host) headers.set('x-forwarded-host', host);
  headers.set('x-forwarded-proto', new URL(request.url).protocol.replace(':', ''));
  return headers;
}

/** The provider's answer, minus what belonged to its connection with us. */
function downstreamHeaders(response: Response): Headers {
  const headers = new Headers(response.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  return headers;
}

/** Seconds a browser or a script should wait before asking again after a 502 or 504. */
const RETRY_AFTER_SECONDS = 5;

/** What the browser reads when the provider cannot answer: the spec's `{ detail }`, in its language. */
async function unreachable(request: Request, status: 502 | 504): Promise<Response> {
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
  const messages = (await import(`../../messages/${locale}.json`)) as {
    default: { security: { providerUnreachable: string } };
  };
  return Response.json(
    { detail: messages.default.security.providerUnreachable },
    {
      status,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
    },
  );
}

export interface ForwardOptions {
  /** How long the provider may take to start answering a request without a body (API_TIMEOUT_MS). */
  timeoutMs: number;
  /** The same for a request with a body, which a phone may upload slowly (a CV of 15 MB). */
  uploadTimeoutMs: number;
}

/** Forwards one browser request to the provider; a provider that is down or silent answers 502 or 504. */
export async function forwardToProvider(
  request: Request,
  targets: ForwardTargets,
  { timeoutMs, uploadTimeoutMs }: ForwardOptions,
): Promise<Response> {
  const target = upstreamUrl(new URL(request.url), targets);
  if (!target) return Response.json({ detail: 'Not found' }, { status: 404 });
  const hasBody = request.body !== null && !['GET', 'HEAD'].includes(request.method);
  const signal = AbortSignal.any([
    request.signal,
    AbortSignal.timeout(hasBody ? uploadTimeoutMs : timeoutMs),
  ]);
  try {
    const response = await fetch(target, {
      method: request.method,
      headers: upstreamHeaders(request),
      body: hasBody ? request.body : undefined,
      // A streamed request body (undici): sent as it arrives, never buffered whole.
      ...(hasBody ? { duplex: 'half' } : {}),
      // The provider's redirects (the test bank's 303 back to the shop) are the browser's to follow.
      redirect: 'manual',
      signal,
    } as RequestInit);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: downstreamHeaders(response),
    });
  } catch (error) {
    // The browser went away first (a page left, a beacon sent as it was hidden): nobody reads an
    // answer, and the provider was not at fault.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    log.warn(
      `${request.method} ${new URL(request.url).pathname}: the provider ${timedOut ? 'timed out' : 'is unreachable'} (${error instanceof Error ? (error.cause ?? error.message) : String(error)})`,
    );
    return unreachable(request, timedOut ? 504 : 502);
  }
}
