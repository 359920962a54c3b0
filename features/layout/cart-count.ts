import { create } from 'zustand';

/**
 * The number of items in the cart, shown on the header badge. The cart feature feeds it with
 * `setCartCount(items_quantity)` whenever it loads or changes the cart.
 */
export const useCartCountStore = create<{ count: number }>()(() => ({ count: 0 }));

export const useCartCount = () => useCartCountStore((state) => state.count);

export function setCartCount(count: number) {
  useCartCountStore.setState({ count: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 });
}
