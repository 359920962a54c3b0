/**
 * The header that names an anonymous cart (its `anonymous_id`, kept in the offline-cart cookie) on
 * every cart call; a signed-in customer's cart goes by the token (spec 4). Shared by the storefront's
 * endpoints and the provider; zod-free, so the browser's bundle gets no schema with it.
 */
export const CART_ID_HEADER = 'X-Cart-Id';
