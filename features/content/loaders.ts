import 'server-only';
import { cache } from 'react';
import type {
  ApiResult,
  ArticlesAnswer,
  HomeSections,
  OfferItem,
  PageContent,
  WorksAnswer,
} from '@/lib/api';
import { cachedApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import { isPastTheEnd } from '@/lib/navigation/page-href';
import type { Locale } from '@/lib/i18n/locales';

/** Every read of this file is content (banners, pages, articles, promos, branches, dealers, works). */
const contentReads = (locale: Locale) => cachedApi(locale, CACHE_PROFILES.content);

/**
 * The page's main entity, or null when there is none (a 404 or a malformed id), for which the page
 * renders the 404 page (issue 29: in the server's HTML); any other failure is the error page.
 */
function found<T>(result: ApiResult<T>, what: string): T | null {
  if (result.ok) return result.data;
  if (result.status === 404 || result.status === 400) return null;
  throw new Error(`${what} failed with ${result.status}`);
}

/** Single banners answer `{}` when there is none; the page treats that as no banner. */
const isOffer = (value: OfferItem | Record<string, never>): value is OfferItem => 'id' in value;

const emptyHome = (): HomeSections => ({
  faq: [],
  advantages: [],
  credit: {},
  how_order: [],
  our_works: [],
  achievements: {},
  equipament: [],
  sale: [],
  information_section: {},
  work_process: [],
  other_services: [],
  products_category: [],
  parteners: [],
  reviews: [],
});

/** Spec 2 'Offers blocks': discount, cooperation and service, each empty when its fetch fails. */
export const getOffers = cache(async (locale: Locale) => {
  const api = contentReads(locale).pages;
  const [discount, cooperation, service] = await Promise.all([
    api.discountBanner(),
    api.cooperationBanners(),
    api.serviceBanners(),
  ]);
  const discountBanner = orEmpty(discount, {}, 'banners/discount');
  return {
    discount: isOffer(discountBanner) ? discountBanner : null,
    cooperation: orEmpty(cooperation, [], 'banners/cooperation'),
    service: orEmpty(service, [], 'banners/service'),
  };
});

/** Home (spec 2 'Home page sections'): hero banners, every section, the offer banner and the offers blocks. */
export const getHomePage = cache(async (locale: Locale) => {
  const api = contentReads(locale).pages;
  const [home, hero, offer, offers] = await Promise.all([
    api.home(),
    api.heroBanners(),
    api.offerBanner(),
    getOffers(locale),
  ]);
  const offerBanner = orEmpty(offer, {}, 'banners/offer');
  return {
    sections: { ...emptyHome(), ...orEmpty(home, emptyHome(), 'pages/home-page') },
    hero: orEmpty(hero, [], 'banners/hero-screen'),
    offer: isOffer(offerBanner) ? offerBanner : null,
    offers,
  };
});

/** Spec 3 'Articles': a 'general' tab with id 0 is prepended; it lists every article. */
export const GENERAL_TAB = 0;

/** The blog tab from the query: a tab id, else the general tab. */
export function tabParam(value: string | string[] | undefined): number {
  const tab = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(tab) && tab > 0 && tab <= 2_147_483_647 ? tab : GENERAL_TAB;
}

/** A blog page, or null for a tab the blog does not have or a page past its last (the caller shows the 404 page). */
export const getBlogPage = cache(async (locale: Locale, tab: number, page: number) => {
  const empty: ArticlesAnswer = { count: 0, pages: 1, page, results: [], tabs: [] };
  const articles = orEmpty(
    await contentReads(locale).pages.articles({ page, parent_category: tab }),
    empty,
    'articles',
  );
  if (
    tab !== GENERAL_TAB &&
    articles.tabs.length > 0 &&
    !articles.tabs.some((entry) => entry.id === tab)
  )
    return null;
  if (isPastTheEnd(page, articles.pages)) return null;
  return { ...articles, page };
});

export const getArticlePage = cache(async (locale: Locale, id: string) =>
  found(await contentReads(locale).pages.article(id), `article ${id}`),
);

export const getPromosPage = cache(async (locale: Locale) => {
  const answer = orEmpty(await contentReads(locale).pages.promosPage(), null, 'pages/promo-page');
  return { page: answer as PageContent | null, promos: answer?.promos ?? [] };
});

export const getPromoPage = cache(async (locale: Locale, id: string) =>
  found(await contentReads(locale).pages.promo(id), `promo ${id}`),
);

/** Our works, or null for a category there is none of (the caller shows the 404 page). */
export const getWorksPage = cache(
  async (locale: Locale, category: string | undefined, page: number) => {
    const api = contentReads(locale).pages;
    const [works, process] = await Promise.all([
      api.worksPage({ page, category }),
      api.worksProcess(),
    ]);
    const answer: WorksAnswer | null = orEmpty(works, null, 'pages/our-works');
    if (category && answer && !answer.tabs.some((tab) => tab.slug === category)) return null;
    if (answer && isPastTheEnd(page, answer.pages)) return null;
    return {
      page: answer,
      works: answer?.results ?? [],
      pages: answer?.pages ?? 1,
      current: page,
      tabs: answer?.tabs ?? [],
      process: orEmpty(process, [], 'works/works_process'),
    };
  },
);

export const getAboutPage = cache(async (locale: Locale) =>
  orEmpty(await contentReads(locale).pages.about(), null, 'pages/about'),
);

export const getContactsPage = cache(async (locale: Locale) => {
  const answer = orEmpty(await contentReads(locale).pages.contactsPage(), null, 'pages/contacts');
  return { page: answer as PageContent | null, branches: answer?.branches ?? [] };
});

export const getBranchPage = cache(async (locale: Locale, slug: string) =>
  found(await contentReads(locale).pages.branch(slug), `branch ${slug}`),
);

export const getDealersPage = cache(async (locale: Locale) => {
  const answer = orEmpty(await contentReads(locale).pages.dealersPage(), null, 'dealers/template');
  return { page: answer as PageContent | null, dealers: answer?.dealers ?? [] };
});

/** Spec 2: the privacy policy and other info pages by any of their localized slugs (en the fallback). */
export const getInfoPage = cache(async (locale: Locale, slug: string) =>
  found(await contentReads(locale).content.infoPage(slug), `info page ${slug}`),
);
