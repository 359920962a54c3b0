import 'server-only';
import { serverApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { alternatePaths, withLocale } from '@/lib/i18n/slugs';
import type { SitemapPage } from './sitemap';

/** The indexable static pages of spec 2 (cart, search and calculators are noindex, so not listed). */
const STATIC_PAGES: { path: string; priority: number; changeFrequency: SitemapPage['changeFrequency'] }[] = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/about', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/blog', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/contacts', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/dealers', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/promos', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/vacancies', priority: 0.5, changeFrequency: 'weekly' },
  { path: '/works', priority: 0.6, changeFrequency: 'monthly' },
];

/** Every page the sitemap lists: static pages, categories and sub-categories, info pages. */
export async function getSitemapPages(): Promise<SitemapPage[]> {
  const api = serverApi(defaultLocale).content;
  const [nav, infoPages] = await Promise.all([api.menuNav(), api.infoPages()]);
  const categories = orEmpty(nav, [], 'sitemap menu/nav').flatMap((category) => [category.link, ...category.subitems.map((item) => item.link)]);
  const infoDetails = await Promise.all(orEmpty(infoPages, [], 'sitemap info pages').map((page) => api.infoPage(page.slug)));
  const info = infoDetails.flatMap((result) => {
    if (!result.ok || !result.data.indexing) return [];
    const slugs = result.data.slugs;
    const paths = Object.fromEntries(
      locales.map((locale: Locale) => [locale, withLocale(locale, `/info/${slugs[locale] ?? slugs.en ?? result.data.slug}`)]),
    ) as Record<Locale, string>;
    return [{ paths, changeFrequency: 'yearly' as const, priority: 0.3 }];
  });
  return [
    ...STATIC_PAGES.map((page) => ({ paths: alternatePaths(page.path), priority: page.priority, changeFrequency: page.changeFrequency })),
    ...categories.filter((link) => link.startsWith('/')).map((link) => ({ paths: alternatePaths(link), priority: 0.9, changeFrequency: 'weekly' as const })),
    ...info,
  ];
}
