import { create } from 'zustand';
import type { Cart } from '@/lib/api';
import { setCartCount } from '@/features/layout/client';

interface CartState {
  cart: Cart | null;
  loading: boolean;
  error: string | null;
}

export const useCartStore = create<CartState>()(() => ({ cart: null, loading: false, error: null }));

export const useCart = () => useCartStore((state) => state.cart);

/** Every cart change goes through here so the header badge never disagrees with the cart. */
export function publishCart(cart: Cart | null) {
  useCartStore.setState({ cart, error: null });
  setCartCount(cart?.items_quantity ?? 0);
}
