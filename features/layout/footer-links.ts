import type { FooterColumn } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/slugs';

const VALID_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Spec 2 'Footer': columns sorted by order; links with a missing or invalid slug are hidden. */
export function visibleFooterColumns(columns: FooterColumn[], locale: Locale) {
  return [...columns]
    .sort((a, b) => a.order - b.order)
    .map((column) => ({
      id: column.id,
      name: column.name,
      links: column.pages
        .filter((page): page is { slug: string; name: string } => typeof page.slug === 'string' && VALID_SLUG.test(page.slug))
        .map((page) => ({ name: page.name, href: withLocale(locale, `/info/${page.slug}`) })),
    }))
    .filter((column) => column.links.length > 0);
}
