import { locales, type Locale } from '@/lib/i18n/locales';
import { pathOf } from './checks';
import { isIndexable, type PageSnapshot, type ReportRow } from './site-report';

/** How one language version of a page stands in the hreflang matrix. */
export type HreflangCell =
  | { state: 'self'; target: string }
  | { state: 'reciprocal' | 'not_reciprocal' | 'not_ok' | 'not_crawled'; target: string }
  | { state: 'missing' };

export interface HreflangMatrixRow {
  path: string;
  locale: Locale;
  cells: Record<Locale, HreflangCell>;
}

/**
 * Each indexable page against its four language versions: the version it names and whether that
 * version answers 200 and names it back (search engines ignore a pair confirmed from one side).
 */
export function hreflangMatrix(
  rows: readonly ReportRow[],
  snapshots: ReadonlyMap<string, PageSnapshot>,
): HreflangMatrixRow[] {
  return rows.flatMap((row) => {
    const page = snapshots.get(row.path);
    if (!page || !isIndexable(page)) return [];
    const cells = Object.fromEntries(
      locales.map((locale): [Locale, HreflangCell] => {
        const href = page.head!.hreflang[locale];
        if (!href) return [locale, { state: 'missing' }];
        const target = pathOf(href);
        if (locale === row.locale)
          return [
            locale,
            target === page.path ? { state: 'self', target } : { state: 'not_ok', target },
          ];
        const version = snapshots.get(target);
        if (!version) return [locale, { state: 'not_crawled', target }];
        if (!isIndexable(version)) return [locale, { state: 'not_ok', target }];
        const back = version.head?.hreflang[row.locale];
        return [
          locale,
          { state: back && pathOf(back) === page.path ? 'reciprocal' : 'not_reciprocal', target },
        ];
      }),
    ) as Record<Locale, HreflangCell>;
    return [{ path: row.path, locale: row.locale, cells }];
  });
}
