import { createApi, type Transport } from '../api';
import type { Locale } from '../i18n/locales';
import { runningProvider } from '../../provider/running';
import type { ContentLookup } from './content-redirect';

const IN_PROCESS_ORIGIN = 'http://provider.internal';
const MOUNT = '/backend';
/** How long the proxy trusts what it learnt; a slug changed by staff redirects the new way after it. */
const FRESH_MS = 60_000;
/** Info slugs remembered at most (made-up slugs are remembered too, as unknown). */
const MAX_INFO_SLUGS = 500;
/** The proxy waits this long for the provider; past it the page answers the alias itself. */
const TIMEOUT_MS = 3_000;

/** The bundled provider this process runs, without loading its modules; or the configured one. */
const transport: Transport = async (request) => {
  if (process.env.PROVIDER_API_URL) return fetch(request);
  const provider = await runningProvider();
  if (!provider) return new Response(null, { status: 503 });
  return provider.app.fetch(request, {});
};

function api(locale: Locale) {
  const base = process.env.PROVIDER_API_URL ?? `${IN_PROCESS_ORIGIN}${MOUNT}`;
  return createApi({
    transport,
    contentBaseUrl: base,
    calculatorBaseUrl: process.env.CALCULATOR_API_URL ?? `${base}/api`,
    locale,
    timeoutMs: TIMEOUT_MS,
  });
}

interface Remembered<T> {
  at: number;
  value: Promise<T>;
}

let subcategories: Remembered<Map<string, string> | null> | undefined;
const infoSlugs = new Map<string, Remembered<string | undefined | null>>();

/** A remembered answer while fresh; a failure (null) is not remembered. */
function remember<T>(
  held: Remembered<T | null> | undefined,
  load: () => Promise<T | null>,
  keep: (entry: Remembered<T | null>) => void,
): Promise<T | null> {
  const now = Date.now();
  if (held && now - held.at < FRESH_MS) return held.value;
  const value = load().catch(() => null);
  const entry = { at: now, value };
  keep(entry);
  void value.then((result) => {
    if (result === null) keep({ at: 0, value });
  });
  return value;
}

/** What the proxy reads of the content (lib/routing/content-redirect.ts), remembered a minute. */
export const contentLookup: ContentLookup = {
  async subcategoryPath(slug) {
    const map = await remember(
      subcategories,
      async () => {
        const tree = await api('ro').catalog.categories();
        if (!tree.ok) return null;
        return new Map(
          tree.data.flatMap((root) =>
            root.subcategories.map((child) => [child.slug, child.category_link] as const),
          ),
        );
      },
      (entry) => {
        subcategories = entry;
      },
    );
    if (!map) return null;
    return map.get(slug);
  },
  async infoSlug(locale, slug) {
    const key = `${locale}/${slug}`;
    if (!infoSlugs.has(key) && infoSlugs.size >= MAX_INFO_SLUGS) infoSlugs.clear();
    return remember(
      infoSlugs.get(key),
      async () => {
        const page = await api(locale).content.infoPage(slug);
        if (page.ok) return page.data.slug;
        return page.status === 404 ? undefined : null;
      },
      (entry) => infoSlugs.set(key, entry),
    );
  },
};
