import 'server-only';
import { headers } from 'next/headers';
import { z } from '@/lib/validation/zod';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { switchLocalePath } from '@/lib/i18n/slugs';
import { log } from '@/lib/log';
import { parseHead, previewWarnings, type HeadSnapshot, type PreviewWarning } from './preview';

/** Only a path of this site: no scheme, no host, so the preview cannot be pointed elsewhere. */
const pathSchema = z.string().trim().max(500).regex(/^\/(?!\/)[^\s\\]*$/);

export interface LocalePreview {
  locale: Locale;
  language: string;
  url: string;
  status: number | null;
  head: HeadSnapshot | null;
  warnings: PreviewWarning[];
}

async function ownOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000';
  const proto = list.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${host}`;
}

async function snapshot(origin: string, path: string): Promise<{ status: number | null; head: HeadSnapshot | null }> {
  try {
    const response = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html' }, redirect: 'follow', signal: AbortSignal.timeout(10_000), cache: 'no-store' });
    const html = await response.text();
    return { status: response.status, head: parseHead(html) };
  } catch (error) {
    log.warn(`seo-preview could not load ${path}`, error);
    return { status: null, head: null };
  }
}

/** How one storefront path looks to search engines and social networks, in every language. */
export async function getSeoPreview(rawPath: string | undefined): Promise<{ path: string; previews: LocalePreview[] } | null> {
  const parsed = pathSchema.safeParse(rawPath);
  if (!parsed.success) return null;
  const path = parsed.data;
  const origin = await ownOrigin();
  const first = await snapshot(origin, path);
  const alternates = first.head?.hreflang ?? {};
  const previews = await Promise.all(
    locales.map(async (locale) => {
      const target = alternates[locale] ? new URL(alternates[locale], origin).pathname : switchLocalePath(path, locale);
      const { status, head } = target === path ? first : await snapshot(origin, target);
      return { locale, language: localeNames[locale], url: target, status, head, warnings: head ? previewWarnings(head) : [] };
    }),
  );
  return { path, previews };
}
