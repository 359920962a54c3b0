import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { locales } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getConfig().SITE_URL.replace(/\/+$/, '');
  const prefixed = (path: string) =>
    ['', ...locales.map((locale) => `/${locale}`)].map((prefix) => `${prefix}${path}`);
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // The API, the marketing preview and the visitor's own pages are nothing to index.
        disallow: ['/backend/', ...prefixed('/seo-preview'), ...prefixed('/search')],
      },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
