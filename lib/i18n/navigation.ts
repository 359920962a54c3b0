import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { memoizeByKey } from '../memo';
import { locales, type Locale } from './locales';
import { routing, type AppPathname } from './routing';

export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);

/** A link to a page of the shop as next-intl types it: a pathname of `routing.pathnames`, its params and query. */
export type AppHref = Parameters<typeof getPathname>[0]['href'];

/** The same, as next-intl's `Link` takes it (a fragment allowed). */
export type AppLinkHref = ComponentProps<typeof Link>['href'];

type Params = Record<string, string | string[]>;

/** Each pathname of the routing with the templates it is written as: its own and each locale's. */
const templates = Object.entries(routing.pathnames).map(([pathname, localized]) => {
  const written = typeof localized === 'string' ? [localized] : Object.values(localized);
  const patterns = [...new Set([pathname, ...written])].map((template) => {
    const names: string[] = [];
    const source = template
      .split('/')
      .map((segment) => {
        const rest = /^\[\.\.\.(\w+)\]$/.exec(segment);
        const one = /^\[(\w+)\]$/.exec(segment);
        if (rest) names.push(`...${rest[1]}`);
        else if (one) names.push(one[1]!);
        return rest ? '(.+)' : one ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return { names, pattern: new RegExp(`^${source}$`) };
  });
  // Static pathnames first, then those with a param, the catch-all last (next-intl's order too).
  const rank = pathname.includes('[...') ? 2 : pathname.includes('[') ? 1 : 0;
  return { pathname: pathname as AppPathname, patterns, rank };
});
templates.sort((a, b) => a.rank - b.rank);

function routeOf(pathname: string): { pathname: AppPathname; params?: Params } {
  const clean = pathname.replace(/(.)\/+$/, '$1');
  for (const route of templates) {
    for (const { names, pattern } of route.patterns) {
      const match = pattern.exec(clean);
      if (!match) continue;
      if (names.length === 0) return { pathname: route.pathname };
      const params: Params = {};
      names.forEach((name, index) => {
        const value = match[index + 1]!;
        if (name.startsWith('...')) params[name.slice(3)] = value.split('/');
        else params[name] = value;
      });
      return { pathname: route.pathname, params };
    }
  }
  // Unreachable: the catch-all matches every path but the root, which '/' matches.
  return { pathname: '/' };
}

type RouteHref = Extract<AppHref, { pathname: unknown }>;

/** A path's typed href and fragment, resolved once per path (lib/memo.ts). */
const parsed = memoizeByKey((path: string): { href: RouteHref; hash: string } => {
  const url = new URL(path, 'http://shop.invalid');
  const query: Params = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const route = routeOf(url.pathname);
  // The params were read off the matched template at run time, which the types cannot follow.
  const href = (url.search ? { ...route, query } : route) as RouteHref;
  return { href, hash: url.hash };
});

/**
 * next-intl's href of a page named by data rather than by code: a link the provider or the CMS
 * gives (`/product/x`, `/ferestre/pvc`, `/contacte/chisinau?tab=map`), in any language's slug and
 * without a locale prefix. Its pathname is matched against `routing.pathnames`, so the locale's
 * slug and prefix come from next-intl as for every typed link.
 */
export function hrefOf(path: string): AppLinkHref {
  const { href, hash } = parsed(path);
  return hash ? { ...href, hash } : href;
}

/** The path a page named by data has in a locale, where a string is needed (a crumb, JSON-LD). */
export function linkPath(locale: Locale, path: string): string {
  return localizedPaths[locale](path);
}

/** `linkPath` of each locale, resolved once per path (lib/memo.ts). */
const localizedPaths = Object.fromEntries(
  locales.map((locale) => [
    locale,
    memoizeByKey((path: string) => {
      const { href, hash } = parsed(path);
      return `${getPathname({ locale, href })}${hash}`;
    }),
  ]),
) as Record<Locale, (path: string) => string>;

/** Every locale's path of one page, for hreflang and the sitemap. */
export function alternatePaths(path: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, linkPath(locale, path)])) as Record<
    Locale,
    string
  >;
}
