import type { FooterColumn, InfoPageSummary } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

const infoHref = (locale: Locale, slug: string) =>
  getPathname({ locale, href: { pathname: '/info/[slug]', params: { slug } } });

const VALID_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isValidSlug = (slug: string | null | undefined): slug is string =>
  typeof slug === 'string' && VALID_SLUG.test(slug);

export interface FooterLinkColumn {
  id: number;
  name: string;
  links: { name: string; href: string }[];
}

/** Spec 2 'Footer': columns sorted by order; links with a missing or invalid slug are hidden. */
export function visibleFooterColumns(columns: FooterColumn[], locale: Locale): FooterLinkColumn[] {
  return [...columns]
    .sort((a, b) => a.order - b.order)
    .map((column) => ({
      id: column.id,
      name: column.name,
      links: column.pages
        .filter((page): page is { slug: string; name: string } => isValidSlug(page.slug))
        .map((page) => ({ name: page.name, href: infoHref(locale, page.slug) })),
    }))
    .filter((column) => column.links.length > 0);
}

/**
 * Spec 2 'Footer': the info-pages column, holding the info pages no server column already shows
 * (the same link twice in one footer helps nobody). Null when nothing is left.
 */
export function infoPagesColumn(
  pages: InfoPageSummary[],
  shown: FooterLinkColumn[],
  locale: Locale,
  name: string,
): Omit<FooterLinkColumn, 'id'> | null {
  const taken = new Set(shown.flatMap((column) => column.links.map((link) => link.href)));
  const links = pages
    .filter((page) => isValidSlug(page.slug))
    .map((page) => ({ name: page.title, href: infoHref(locale, page.slug) }))
    .filter((link) => !taken.has(link.href));
  return links.length > 0 ? { name, links } : null;
}
