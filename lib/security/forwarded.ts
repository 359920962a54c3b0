import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Who a request came from, and which host and scheme it reached, believing only the proxies we run.
 * TRUSTED_PROXY_HOPS is how many proxies stand in front of this server, each appending to
 * X-Forwarded-For. The chain is [X-Forwarded-For entries…, socket address]; the client is the entry
 * `hops` places from its right end (clamped to its left end). With 0 hops the headers are ignored
 * and the socket speaks. X-Forwarded-Host (chain ending in Host) and X-Forwarded-Proto (ending in the
 * connection's own scheme) follow the same rule.
 */
export interface ForwardedInput {
  forwardedFor?: string | string[];
  forwardedHost?: string | string[];
  forwardedProto?: string | string[];
  host?: string;
  socketAddress?: string;
  encrypted?: boolean;
}

export interface ResolvedRequest {
  /** The client's address, or null when the socket gave none (a closed connection). */
  address: string | null;
  /** The host the client asked for, or null without a Host header. */
  host: string | null;
  proto: 'http' | 'https';
}

/** The entry `hops` places from the right of [entries…, own], clamped to the leftmost. */
function trustedEntry(
  listed: string | string[] | undefined,
  own: string | null,
  hops: number,
): string | null {
  if (hops <= 0) return own;
  const entries = (Array.isArray(listed) ? listed.join(',') : (listed ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...entries, own];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? null;
}

/** An IP address without port, brackets or the IPv4-mapped prefix; null when it is none. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.toLowerCase().replace(/%.*$/, '');
  if (/^::ffff:[\d.]+$/.test(value)) value = value.slice('::ffff:'.length);
  return isIP(value) ? value : null;
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function normalizeHost(raw: string | null | undefined): string | null {
  const value = raw?.trim().toLowerCase();
  return value && value.length <= 255 && HOST.test(value) ? value : null;
}

/** The client, host and scheme of a request under `hops` trusted proxies (see above). */
export function resolveForwarded(input: ForwardedInput, hops: number): ResolvedRequest {
  const socket = normalizeAddress(input.socketAddress);
  const ownHost = normalizeHost(input.host);
  const ownProto = input.encrypted ? 'https' : 'http';
  // A trusted entry that is no address is a proxy's mistake: the nearest hop we know stands in.
  const address = normalizeAddress(trustedEntry(input.forwardedFor, socket, hops)) ?? socket;
  const host = normalizeHost(trustedEntry(input.forwardedHost, ownHost, hops)) ?? ownHost;
  const proto = trustedEntry(input.forwardedProto, ownProto, hops)?.toLowerCase();
  return { address, host, proto: proto === 'https' || proto === 'http' ? proto : ownProto };
}

/** Headers whose client-sent values are never passed on: replaced by the resolved ones or dropped. */
const FORWARDING_HEADERS = new Set([
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
]);

/** Where the trusted proxies connect from, by default: this machine (nginx, a storefront beside it). */
export const DEFAULT_TRUSTED_PROXY_ADDRESSES = ['127.0.0.0/8', '::1'];

/**
 * The addresses whose X-Forwarded-* are believed (TRUSTED_PROXY_ADDRESSES: addresses or CIDR
 * ranges). Issue 41: anyone who reached an instance's port directly chose their own client address.
 */
export function proxyAddresses(entries: readonly string[] = DEFAULT_TRUSTED_PROXY_ADDRESSES) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (socketAddress: string | null): boolean => {
    const address = normalizeAddress(socketAddress);
    if (!address) return false;
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Rewrites a request's forwarding headers in place to the resolved single values, so everything
 * after may believe them: X-Forwarded-For is the client's address; X-Forwarded-Host and -Proto are
 * set only behind trusted proxies (with 0 hops the client's are dropped and Next fills them from
 * Host and the socket). A connection from an address that is no trusted proxy counts as 0 hops.
 * Both `headers` and `rawHeaders` change (Next reads the one, Hono's node server the other).
 */
export function normalizeForwardedHeaders(
  request: IncomingMessage,
  configuredHops: number,
  isTrustedProxy: (socketAddress: string | null) => boolean = () => true,
): ResolvedRequest {
  const headers = request.headers;
  const socket = request.socket as
    (IncomingMessage['socket'] & { encrypted?: boolean }) | undefined;
  const hops = isTrustedProxy(socket?.remoteAddress ?? null) ? configuredHops : 0;
  const resolved = resolveForwarded(
    {
      forwardedFor: headers['x-forwarded-for'],
      forwardedHost: headers['x-forwarded-host'],
      forwardedProto: headers['x-forwarded-proto'],
      host: headers.host,
      socketAddress: socket?.remoteAddress,
      encrypted: Boolean(socket?.encrypted),
    },
    hops,
  );
  const replacements: [string, string][] = [];
  if (resolved.address) replacements.push(['x-forwarded-for', resolved.address]);
  if (hops > 0) {
    if (resolved.host) replacements.push(['x-forwarded-host', resolved.host]);
    replacements.push(['x-forwarded-proto', resolved.proto]);
  }
  for (const name of FORWARDING_HEADERS) delete headers[name];
  for (const [name, value] of replacements) headers[name] = value;
  const raw: string[] = [];
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index] ?? '';
    if (!FORWARDING_HEADERS.has(name.toLowerCase()))
      raw.push(name, request.rawHeaders[index + 1] ?? '');
  }
  request.rawHeaders = [...raw, ...replacements.flat()];
  return resolved;
}

/**
 * Node publishes this synchronously for every request, before the server's 'request' event: the one
 * place before Next and Hono read the headers (ADR 54: why no public API of theirs does this).
 */
export const REQUEST_START_CHANNEL = 'http.server.request.start';

const installed = Symbol.for('storefront.forwarded-headers');
type GlobalWithHook = typeof globalThis & { [installed]?: (message: unknown) => void };

/**
 * Normalizes the forwarding headers of every request this process's HTTP servers receive, before
 * any handler (Next's or Hono's) sees them. Installed once per process; a second call changes the
 * hop count (Next's dev reloads run instrumentation again).
 */
export function installForwardedHeaders(
  hops: number,
  trustedProxies: readonly string[] = DEFAULT_TRUSTED_PROXY_ADDRESSES,
): void {
  const holder = globalThis as GlobalWithHook;
  if (holder[installed]) diagnosticsChannel.unsubscribe(REQUEST_START_CHANNEL, holder[installed]);
  const isTrustedProxy = proxyAddresses(trustedProxies);
  const onRequest = (message: unknown) =>
    normalizeForwardedHeaders(
      (message as { request: IncomingMessage }).request,
      hops,
      isTrustedProxy,
    );
  holder[installed] = onRequest;
  diagnosticsChannel.subscribe(REQUEST_START_CHANNEL, onRequest);
}

/**
 * The client's address of a request whose headers were normalized (installForwardedHeaders), for
 * passing on to the provider; undefined when there is none to pass.
 */
export function clientAddressOf(headers: Headers): string | undefined {
  return normalizeAddress(headers.get('x-forwarded-for')?.split(',')[0]) ?? undefined;
}
