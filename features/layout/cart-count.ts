import { create } from 'zustand';

/**
 * UI state: whether the header's cart link shows the cart's count. It turns on for a visitor who has
 * a cart (a session, an offline cart id, a first add); only then does the link load the cart's
 * query code, so other visitors' pages carry none of it. The count itself is the cart query's.
 */
export const useCartBadgeStore = create<{ live: boolean }>()(() => ({ live: false }));

export function showCartCount() {
  if (!useCartBadgeStore.getState().live) useCartBadgeStore.setState({ live: true });
}
