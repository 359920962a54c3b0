/**
 * What the SEO preview may fetch (issue 26, server-side request forgery): a path of this shop and
 * nothing else. The preview never builds an address from request headers; it joins the path to one
 * fixed local origin and follows redirects by hand, only while they stay on the shop.
 */

export const PREVIEW_PATH_MAX = 500;
export const PREVIEW_MAX_REDIRECTS = 5;

export type PreviewPathError = 'path_required' | 'path_absolute' | 'path_invalid' | 'path_too_long';
export type PreviewPath = { ok: true; path: string } | { ok: false; error: PreviewPathError };

// C0 controls, DEL and C1 controls; whitespace inside a path is refused with them.
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/**
 * Accepts `/path` or `/path?query` (a fragment is dropped: servers never see it). Refuses a full URL
 * (`https://…`, `javascript:…`), a protocol-relative `//host`, backslashes (browsers and some URL
 * parsers read `/\host` as `//host`), whitespace and control characters.
 */
export function parsePreviewPath(raw: string | undefined | null): PreviewPath {
  const value = (raw ?? '').trim();
  if (!value) return { ok: false, error: 'path_required' };
  if (value.length > PREVIEW_PATH_MAX) return { ok: false, error: 'path_too_long' };
  if (CONTROL_OR_SPACE.test(value) || value.includes('\\'))
    return { ok: false, error: 'path_invalid' };
  if (!value.startsWith('/') || value.startsWith('//'))
    return { ok: false, error: 'path_absolute' };
  const path = value.split('#')[0]!;
  // A last guard: joined to any origin, the path must stay on that origin.
  const probe = new URL(path, 'http://shop.invalid');
  if (probe.origin !== 'http://shop.invalid') return { ok: false, error: 'path_absolute' };
  return { ok: true, path: `${probe.pathname}${probe.search}` };
}

/**
 * The one origin the preview fetches from: the shop's own server on the loopback interface, on the
 * port it listens on (`next start` sets PORT once listening; `next dev` sets it too).
 */
export function previewOrigin(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const port = Number(env.PORT);
  return `http://127.0.0.1:${Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000}`;
}

export interface PreviewHop {
  /** The path (with its query) that was requested on the shop. */
  path: string;
  status: number;
  /** Where it redirects, as the server wrote it. */
  location?: string;
}

export type PreviewStop = 'off_site' | 'too_many_redirects' | 'bad_redirect';

export interface PreviewFetchResult {
  /** Every request made, in order: the redirect chain, ending with the page itself. */
  chain: PreviewHop[];
  /** The final page's HTML, when the chain ended on a page of the shop. */
  html: string | null;
  /** Why the chain stopped before a page, if it did. */
  stop?: PreviewStop;
  /** The refused redirect target (off the shop), to show to staff. */
  refused?: string;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Fetches `path` from `origin` following redirects by hand: a redirect is followed only when its
 * target is on `origin` or on one of `sameSite` (the shop's public address, SITE_URL), and then
 * always from `origin`. Anything else stops the chain, so the server never calls another host.
 */
export async function fetchShopPage(
  path: string,
  options: {
    origin: string;
    sameSite?: readonly string[];
    fetch?: FetchLike;
    maxRedirects?: number;
    timeoutMs?: number;
  },
): Promise<PreviewFetchResult> {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const shopOrigins = new Set(
    [options.origin, ...(options.sameSite ?? [])].map((origin) => new URL(origin).origin),
  );
  const maxRedirects = options.maxRedirects ?? PREVIEW_MAX_REDIRECTS;
  const chain: PreviewHop[] = [];
  let current = path;
  for (let hop = 0; ; hop += 1) {
    const url = new URL(current, options.origin);
    if (url.origin !== new URL(options.origin).origin)
      return { chain, html: null, stop: 'off_site', refused: url.href };
    const response = await fetchImpl(url.href, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      cache: 'no-store',
    });
    const location = response.headers.get('location');
    const isRedirect = response.status >= 300 && response.status < 400 && location !== null;
    chain.push({
      path: `${url.pathname}${url.search}`,
      status: response.status,
      ...(isRedirect ? { location } : {}),
    });
    if (!isRedirect) return { chain, html: await response.text() };
    await response.body?.cancel();
    if (hop >= maxRedirects) return { chain, html: null, stop: 'too_many_redirects' };
    let target: URL;
    try {
      target = new URL(location, url);
    } catch {
      return { chain, html: null, stop: 'bad_redirect', refused: location };
    }
    if (!shopOrigins.has(target.origin))
      return { chain, html: null, stop: 'off_site', refused: target.href };
    current = `${target.pathname}${target.search}`;
  }
}
