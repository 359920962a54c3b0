import 'server-only';
import { cachedApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import { getConfig } from '@/lib/config';
import { localeIso, type Locale } from '@/lib/i18n/locales';
import { organizationJsonLd, webSiteJsonLd } from './json-ld';

/** The Organization JSON-LD of the home page, with the branches (GET /branches) as LocalBusiness. */
export async function homeOrganizationJsonLd(locale: Locale, name: string) {
  const siteUrl = getConfig().SITE_URL.replace(/\/+$/, '');
  const branches = orEmpty(
    await cachedApi(locale, CACHE_PROFILES.content).seo.branches(),
    [],
    'branches',
  );
  return organizationJsonLd({
    siteUrl,
    name,
    branches: branches.map((branch) => ({
      name: branch.title,
      address: branch.address,
      city: branch.city,
      phone: branch.phones[0] ?? null,
      email: branch.email,
      latitude: branch.coordinates?.lat ?? null,
      longitude: branch.coordinates?.lng ?? null,
    })),
  });
}

/** The home page's WebSite node (issue 42): the site's name as results show it, in the page's language. */
export function homeWebSiteJsonLd(locale: Locale, name: string) {
  const siteUrl = getConfig().SITE_URL.replace(/\/+$/, '');
  return webSiteJsonLd({ siteUrl, name, inLanguage: localeIso[locale] });
}
