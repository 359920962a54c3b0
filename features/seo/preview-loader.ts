import 'server-only';
import { getConfig } from '@/lib/config';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { switchLocalePath } from '@/lib/i18n/slugs';
import { log } from '@/lib/log';
import { parseHead, previewWarnings, type HeadSnapshot, type PreviewWarning } from './preview';
import { fetchShopPage, parsePreviewPath, previewOrigin, type PreviewHop, type PreviewPathError, type PreviewStop } from './preview-path';

export interface LocalePreview {
  locale: Locale;
  language: string;
  url: string;
  status: number | null;
  /** The redirect chain (every hop but the last is a redirect); empty when the page could not be reached. */
  chain: PreviewHop[];
  stop: PreviewStop | null;
  refused: string | null;
  head: HeadSnapshot | null;
  warnings: PreviewWarning[];
}

/** `path_not_found`: the shop answers 404 for the path (a typo, an old product), so there is nothing to preview. */
export type SeoPreviewError = PreviewPathError | 'path_not_found';
export type SeoPreviewResult = { ok: true; path: string; previews: LocalePreview[] } | { ok: false; error: SeoPreviewError };

interface Snapshot {
  status: number | null;
  chain: PreviewHop[];
  stop: PreviewStop | null;
  refused: string | null;
  head: HeadSnapshot | null;
}

/**
 * Other names of the shop: its public address (SITE_URL) and localhost on the same port (the origin
 * Next gives its own absolute redirects). A redirect to them stays in the shop and is fetched
 * locally all the same.
 */
function shopAliases(origin: string): string[] {
  const aliases = [origin.replace('//127.0.0.1:', '//localhost:')];
  try {
    aliases.push(new URL(getConfig().SITE_URL).origin);
  } catch {
    // No valid SITE_URL: only the local names.
  }
  return aliases;
}

async function snapshot(origin: string, path: string): Promise<Snapshot> {
  try {
    const result = await fetchShopPage(path, { origin, sameSite: shopAliases(origin) });
    const last = result.chain.at(-1);
    return {
      status: last?.status ?? null,
      chain: result.chain,
      stop: result.stop ?? null,
      refused: result.refused ?? null,
      head: result.html === null ? null : parseHead(result.html),
    };
  } catch (error) {
    log.warn(`seo-preview could not load ${path}`, error);
    return { status: null, chain: [], stop: null, refused: null, head: null };
  }
}

/**
 * How one storefront path looks to search engines and social networks, in every language. Only
 * paths of this shop are fetched, from the fixed local origin (never from request headers).
 */
export async function getSeoPreview(rawPath: string | undefined, origin = previewOrigin()): Promise<SeoPreviewResult> {
  const parsed = parsePreviewPath(rawPath);
  if (!parsed.ok) return parsed;
  const { path } = parsed;
  const first = await snapshot(origin, path);
  if (first.status === 404) return { ok: false, error: 'path_not_found' };
  const alternates = first.head?.hreflang ?? {};
  const previews = await Promise.all(
    locales.map(async (locale) => {
      const alternate = alternates[locale] ? parsePreviewPath(new URL(alternates[locale], origin).pathname) : null;
      const target = alternate?.ok ? alternate.path : switchLocalePath(path.split('?')[0]!, locale);
      const result = target === path ? first : await snapshot(origin, target);
      return {
        locale,
        language: localeNames[locale],
        url: target,
        ...result,
        warnings: result.head ? previewWarnings(result.head) : [],
      };
    }),
  );
  return { ok: true, path, previews };
}
