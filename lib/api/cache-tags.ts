/**
 * Cache tags of the provider's public reads. A page served from the full-route cache carries the tags
 * of every read it made, so POST /revalidate can expire all pages showing one kind of content.
 */

export const CACHE_TAGS = { catalog: 'catalog', content: 'content' } as const;

/** `product:<slug or id>`: the product page and every listing that read that product's detail. */
export const productTag = (key: string) => `product:${key}`;

const CATALOG = [/^\/categories(\/|$)/, /^\/products(\/|$)/, /^\/accesories(\/|$)/, /^\/menu\/nav$/, /^\/api\/calculator\/calculator-(types|seo|type-seo)(\/|$)/];
const CONTENT = [/^\/pages\//, /^\/banners\//, /^\/articles\//, /^\/tabs$/, /^\/promos\//, /^\/branches(\/|$)/, /^\/dealers\//, /^\/works\//, /^\/specialists\//, /^\/menu\/links$/];

/**
 * The tags of a GET below the provider's base path, or null when the answer must not be shared
 * between visitors (carts, orders, accounts, search, anything not listed).
 */
export function cacheTagsFor(path: string): string[] | null {
  if (CATALOG.some((pattern) => pattern.test(path))) {
    const product = /^\/products\/([^/]+)\/?$/.exec(path)?.[1];
    return product ? [CACHE_TAGS.catalog, productTag(decodeURIComponent(product))] : [CACHE_TAGS.catalog];
  }
  if (CONTENT.some((pattern) => pattern.test(path))) return [CACHE_TAGS.content];
  return null;
}
