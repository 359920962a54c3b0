/** The anonymous cart's id (spec 3 'offline cart id'); a visitor's only key to their cart. */
export const OFFLINE_CART_COOKIE = 'offline_cart_id';
