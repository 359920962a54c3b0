import { create } from 'zustand';

/**
 * UI state: whether the header's cart link shows the cart's count. It turns on for a visitor who has
 * a cart (a session, an offline cart id, a first add); only then does the link load the cart's
 * query code, so other visitors' pages carry none of it. The count itself is the cart query's, or
 * `pageCount` where the page shows the cart itself (the cart page): the link shows that one and
 * loads no second copy of the cart's code.
 */
export const useCartBadgeStore = create<{ live: boolean; pageCount: number | null }>()(() => ({
  live: false,
  pageCount: null,
}));

export function showCartCount() {
  if (!useCartBadgeStore.getState().live) useCartBadgeStore.setState({ live: true });
}

/** The count of the cart the page shows; `null` when the page leaves (the link counts on its own). */
export function showPageCartCount(count: number | null) {
  if (useCartBadgeStore.getState().pageCount !== count)
    useCartBadgeStore.setState({ pageCount: count });
}
