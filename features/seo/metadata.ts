import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cachedApi } from '@/lib/api/server';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import { isLocale, localeIso, locales, type Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { hreflangAlternates, listSearch, type ListPosition } from './alternates';
import { pickDescription, titleWithBrand } from './snippet';

/** Page types with a fallback title and description in messages (seo.pages.*). */
export type FallbackPageType =
  | 'index'
  | 'contacts'
  | 'about'
  | 'articles'
  | 'calculators'
  | 'cart'
  | 'dealers'
  | 'promos'
  | 'search'
  | 'vacancies'
  | 'works';

/** The shop's card (PNG, 1200×630) for pages without one of their own; networks draw no SVG. */
export const DEFAULT_OG_IMAGE = {
  url: '/images/og-default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

export interface PageSeo {
  locale: Locale;
  /** The page's internal path without a locale prefix, in any language's slug: '/', '/contacts', '/product/x'. */
  path: string;
  /** Spec 7: GET /pages/seo-content/detail/?page_type=…; its answer wins over everything below. */
  pageType?: string;
  /** The entity's own SEO fields (product, article …), used when there is no SEO record. */
  title?: string;
  description?: string;
  /**
   * Descriptions written for the page from its own facts (a product's characteristics, a category's
   * name), tried after the texts above when none of those fits a result (issue 42).
   */
  descriptions?: string[];
  image?: string | null;
  /** Spec 2: index,follow only when true. Calculator pages pass false. */
  indexing?: boolean;
  /** Per-locale full paths when the page's slugs differ by language (info pages, products). */
  alternates?: Partial<Record<Locale, string>>;
  /** Forces noindex whatever the SEO record says (calculator pages, previews). */
  noindex?: boolean;
  /** A page of a list (category, blog, works): its page number and state go into canonical, hreflang and title. */
  list?: ListPosition;
  /**
   * 'product': the page writes `og:type` product itself (Next's metadata types stop at website,
   * article …) and its route draws its own PNG card (opengraph-image.tsx), which Twitter reads too.
   */
  ogType?: 'website' | 'product';
}

/** The 404 page's metadata (issue 29): its title in the visitor's language, and never indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  // `/x.php` reaches [locale] with that as the locale: the locale layout answers 404 (see below).
  if (!isLocale(locale)) return { robots: 'noindex' };
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('notFoundTitle'), robots: 'noindex' };
}

async function seoRecord(locale: Locale, pageType: string) {
  const result = await cachedApi(locale, CACHE_PROFILES.content).seo.seoContent(pageType);
  if (result.ok) return result.data;
  // Spec 8: a failed content fetch is only logged; a missing record (404) is the normal case.
  if (result.status !== 404)
    log.warn(`seo-content ${pageType} failed with ${result.status}`, result.error);
  return null;
}

async function fallbackText(locale: Locale, pageType: string | undefined) {
  const t = await getTranslations({ locale, namespace: 'seo.pages' });
  const known =
    pageType && t.has(`${pageType as FallbackPageType}.title`)
      ? (pageType as FallbackPageType)
      : null;
  return known ? { title: t(`${known}.title`), description: t(`${known}.description`) } : null;
}

/** Issue 29: every page of a list has a title of its own ("Blog — Advice — page 2"). */
async function listTitle(locale: Locale, title: string, list: ListPosition): Promise<string> {
  const labelled = list.label ? `${title} — ${list.label}` : title;
  if (list.page <= 1) return labelled;
  const t = await getTranslations({ locale, namespace: 'seo' });
  return t('pagedTitle', { title: labelled, page: list.page });
}

/**
 * The metadata of one page (issue 6 'SEO'): title, description, canonical, hreflang alternates,
 * robots, Open Graph and Twitter card. The SEO record from the API wins; then the entity's fields;
 * then the page type's text from messages.
 */
export async function buildPageMetadata(seo: PageSeo): Promise<Metadata> {
  // A path with a dot (`/x.php`) skips proxy.ts and reaches [locale] with that as the locale: the
  // locale layout answers 404; a page's metadata must not turn it into a 500 first.
  if (!isLocale(seo.locale)) return {};
  const [record, fallback] = await Promise.all([
    seo.pageType ? seoRecord(seo.locale, seo.pageType) : Promise.resolve(null),
    fallbackText(seo.locale, seo.pageType),
  ]);
  const baseTitle = record?.meta_title || record?.title || seo.title || fallback?.title;
  const title =
    baseTitle && seo.list ? await listTitle(seo.locale, baseTitle, seo.list) : baseTitle;
  const described = await getTranslations({ locale: seo.locale, namespace: 'seo.describe' });
  // Issue 42: a description written whole for a search result, never the body cut with "…".
  const description = pickDescription([
    record?.meta_description,
    record?.description,
    seo.description,
    ...(seo.descriptions ?? []),
    fallback?.description,
    title ? described('page', { title }) : undefined,
    title ? described('pageShort', { title }) : undefined,
  ]);
  const indexing = !seo.noindex && (record ? record.indexing : (seo.indexing ?? true));
  const search = listSearch(seo.list);
  const languages = Object.fromEntries(
    Object.entries(hreflangAlternates(seo.path, seo.alternates)).map(([locale, path]) => [
      locale,
      `${path}${search}`,
    ]),
  ) as ReturnType<typeof hreflangAlternates>;
  const canonical = languages[seo.locale];
  const product = seo.ogType === 'product';
  const siteName = (await getTranslations({ locale: seo.locale, namespace: 'common' }))('siteName');
  const t = await getTranslations({ locale: seo.locale, namespace: 'seo' });
  // Issue 42: the pages' own images are SVG drawings or of unknown size; a shared link shows the
  // shop's card, whose size and text are known.
  const images = [{ ...DEFAULT_OG_IMAGE, alt: t('defaultImageAlt') }];
  return {
    // The brand after the title when both fit a result's width (the layout's template is not used:
    // it would add the brand whatever the width).
    title: title ? { absolute: titleWithBrand(title, siteName) } : undefined,
    description,
    alternates: { canonical, languages },
    robots: { index: indexing, follow: true },
    openGraph: {
      ...(product ? {} : { type: 'website' as const }),
      siteName,
      title: title ?? siteName,
      description,
      url: canonical,
      locale: localeIso[seo.locale].replace('-', '_'),
      alternateLocale: locales
        .filter((locale) => locale !== seo.locale)
        .map((locale) => localeIso[locale].replace('-', '_')),
      ...(product ? {} : { images }),
    },
    twitter: {
      card: 'summary_large_image',
      title: title ?? siteName,
      description,
      ...(product ? {} : { images }),
    },
  };
}
