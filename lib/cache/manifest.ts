/**
 * Issue 28: the one registry of the shop's cache profiles, their tags and lifetimes (on the model
 * of saleor/storefront's src/lib/cache-manifest.ts). Issue 43: it no longer knows any URL. Each
 * loader names the profile of its reads where it reads (`cachedApi(locale, CACHE_PROFILES.catalog)`
 * of lib/api/server.ts, through lib/api/cached-transport.ts and Next's data cache, ADR 53); a page
 * carries the tags of every read it made, and POST /revalidate (lib/revalidate/handler.ts) accepts
 * exactly the tags this registry can build.
 */

export interface CacheProfile {
  readonly id: string;
  readonly label: string;
  /** The tag, with `{slug}` where one entry of a kind has a tag of its own. */
  readonly tagPattern: string;
  /** The tags of wider profiles its reads carry too, so that expiring those expires them. */
  readonly within: readonly string[];
  /** The time backstop of a cached read, in seconds; POST /revalidate expires it sooner. */
  readonly seconds: number;
}

/**
 * Lifetime of a cached page: the `revalidate` of app/[locale]/layout.tsx, which Next needs as a
 * literal there (manifest.test.ts holds the two together). `next start` sends it as `s-maxage`.
 */
export const PAGE_SECONDS = 300;

/** The tag names POST /revalidate is sent (docs/api.md, README `REVALIDATE_SECRET`). */
export const CACHE_TAGS = { catalog: 'catalog', content: 'content' } as const;

export const CACHE_PROFILES = {
  catalog: {
    id: 'catalog',
    label: 'Catalog: categories, products, accessories, the main menu, calculator types',
    tagPattern: CACHE_TAGS.catalog,
    within: [],
    seconds: PAGE_SECONDS,
  },
  product: {
    id: 'product',
    label: 'One product: its page and every listing that read its detail',
    tagPattern: 'product:{slug}',
    within: [CACHE_TAGS.catalog],
    seconds: PAGE_SECONDS,
  },
  content: {
    id: 'content',
    label:
      'Content: pages, banners, articles, promos, branches, dealers, works, specialists, links, SEO texts',
    tagPattern: CACHE_TAGS.content,
    within: [],
    seconds: PAGE_SECONDS,
  },
} as const satisfies Record<string, CacheProfile>;

export const CACHE_PROFILE_LIST: readonly CacheProfile[] = Object.values(CACHE_PROFILES);

/** What a loader declares for its reads: their tags and the lifetime of their entries. */
export interface CacheDeclaration {
  readonly profile: string;
  readonly tags: readonly string[];
  readonly seconds: number;
}

/** A slug as a tag may hold it: no whitespace or URL delimiters, at most 200 characters. */
const SLUG = /^[^\s/?#]{1,200}$/;

const hasSlug = (profile: CacheProfile) => profile.tagPattern.includes('{slug}');

/** The tag of a profile; `slug` fills its `{slug}`. Throws on a slug POST /revalidate could not name. */
export function buildTag(profile: CacheProfile, slug?: string): string {
  if (!hasSlug(profile)) return profile.tagPattern;
  if (slug === undefined || !SLUG.test(slug))
    throw new Error(`[cache manifest] profile ${profile.id} needs a slug`);
  return profile.tagPattern.replace('{slug}', slug);
}

/**
 * The declaration of a read of `profile` (saleor's `applyCacheProfile`, as a value the server's API
 * hands to the data cache): the profile's tag, the tags of the profiles it lies within, its lifetime.
 * The slug is kept as the read names it, even one no revalidation could name (the wider tags cover
 * it): a made-up slug is a 404 page, never an error.
 */
export function cacheDeclaration(profile: CacheProfile, slug?: string): CacheDeclaration {
  if (hasSlug(profile) && !slug)
    throw new Error(`[cache manifest] profile ${profile.id} needs a slug`);
  const own = hasSlug(profile) ? profile.tagPattern.replace('{slug}', slug!) : profile.tagPattern;
  return { profile: profile.id, tags: [...profile.within, own], seconds: profile.seconds };
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
