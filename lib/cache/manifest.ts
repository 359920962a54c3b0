/**
 * Issue 28: the one registry of what the shop caches, under which tags and for how long (on the
 * model of saleor/storefront's src/lib/cache-manifest.ts). The provider reads of public catalog and
 * content go through Next's data cache with the tags of their profile (lib/api/cached-transport.ts),
 * a page carries the tags of every read it made, and POST /revalidate (lib/revalidate/handler.ts)
 * accepts exactly the tags this registry can build.
 */

export interface CacheProfile {
  readonly id: string;
  readonly label: string;
  /** The tag, with `{slug}` where one entry of a kind has a tag of its own. */
  readonly tagPattern: string;
  /** The time backstop of a cached read, in seconds; POST /revalidate expires it sooner. */
  readonly seconds: number;
  /** The provider paths (below its base path) whose anonymous GETs carry this profile's tag. */
  readonly reads: readonly RegExp[];
}

/**
 * Lifetime of a cached page: the `revalidate` of app/[locale]/layout.tsx, which Next needs as a
 * literal there (manifest.test.ts holds the two together). `next start` sends it as `s-maxage`.
 */
export const PAGE_SECONDS = 300;

const PRODUCT_DETAIL = /^\/products\/([^/]+)\/?$/;

export const CACHE_PROFILES = {
  catalog: {
    id: 'catalog',
    label: 'Catalog: categories, products, accessories, the main menu, calculator types',
    tagPattern: 'catalog',
    seconds: PAGE_SECONDS,
    reads: [
      /^\/categories(\/|$)/,
      /^\/products(\/|$)/,
      /^\/accesories(\/|$)/,
      /^\/menu\/nav$/,
      /^\/api\/calculator\/calculator-(types|seo|type-seo)(\/|$)/,
    ],
  },
  product: {
    id: 'product',
    label: 'One product: its page and every listing that read its detail',
    tagPattern: 'product:{slug}',
    seconds: PAGE_SECONDS,
    reads: [PRODUCT_DETAIL],
  },
  content: {
    id: 'content',
    label:
      'Content: pages, banners, articles, promos, branches, dealers, works, specialists, links',
    tagPattern: 'content',
    seconds: PAGE_SECONDS,
    reads: [
      /^\/pages\//,
      /^\/banners\//,
      /^\/articles\//,
      /^\/tabs$/,
      /^\/promos\//,
      /^\/branches(\/|$)/,
      /^\/dealers\//,
      /^\/works\//,
      /^\/specialists\//,
      /^\/menu\/links$/,
    ],
  },
} as const satisfies Record<string, CacheProfile>;

export const CACHE_PROFILE_LIST: readonly CacheProfile[] = Object.values(CACHE_PROFILES);

/** A slug as a tag may hold it: no whitespace or URL delimiters, at most 200 characters. */
const SLUG = /^[^\s/?#]{1,200}$/;

/** The tag of a profile; `slug` fills its `{slug}`. */
export function buildTag(profile: CacheProfile, slug?: string): string {
  if (!profile.tagPattern.includes('{slug}')) return profile.tagPattern;
  if (slug === undefined || !SLUG.test(slug))
    throw new Error(`[cache manifest] profile ${profile.id} needs a slug`);
  return profile.tagPattern.replace('{slug}', slug);
}

/** The profile a concrete tag belongs to, or null for a tag no loader sets. */
export function profileForTag(tag: string): CacheProfile | null {
  for (const profile of CACHE_PROFILE_LIST) {
    const [prefix, rest] = profile.tagPattern.split('{slug}');
    if (
      rest === undefined
        ? tag === prefix
        : tag.startsWith(prefix!) &&
          tag.endsWith(rest) &&
          SLUG.test(tag.slice(prefix!.length, tag.length - rest.length))
    )
      return profile;
  }
  return null;
}

/**
 * The tags and lifetime of a provider read below its base path, or null when the answer must not
 * be shared between visitors (carts, orders, accounts, search, anything not listed).
 */
export function cacheEntryFor(path: string): { tags: string[]; seconds: number } | null {
  const profiles = CACHE_PROFILE_LIST.filter((profile) =>
    profile.reads.some((pattern) => pattern.test(path)),
  );
  if (profiles.length === 0) return null;
  const slug = PRODUCT_DETAIL.exec(path)?.[1];
  // The slug as the read names it, even one no revalidation could name (the catalog tag covers it).
  const tags = profiles.map((profile) =>
    profile.tagPattern.replace('{slug}', decodeURIComponent(slug ?? '')),
  );
  return { tags, seconds: Math.min(...profiles.map((profile) => profile.seconds)) };
}
