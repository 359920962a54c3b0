'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { browserApi } from '@/lib/api/browser';
import { useAuthStore, useIsAuth } from '@/features/auth/session';
import {
  changeQuantityMutation,
  offlineCartId,
  removeItemMutation,
  restoreItemMutation,
  useCart,
} from '@/features/cart/client';
import type { AwaitingPayment, Cart, CartItem } from '@/lib/api';
import { QueryProvider } from '@/lib/query/provider';

/** The cart page's server state and changes, once they are live (checkout-flow.tsx). */
export interface LiveCartState {
  /** `undefined` while the first read is on its way. */
  cart: Cart | undefined;
  failed: boolean;
  awaiting: AwaitingPayment['order'];
  refreshAwaiting: () => void;
  changeQuantity: (change: { itemId: number; quantity: number }) => Promise<unknown>;
  removeItem: (change: { itemId: number }) => Promise<unknown>;
  restoreItem: (item: CartItem) => Promise<unknown>;
  restoring: boolean;
}

interface LiveCartProps {
  /** The server's cart and waiting order, the queries' initial data (a guest's only). */
  initial?: { cart: Cart; awaiting: AwaitingPayment['order'] };
  /** No session and no cart id: reading would create an empty cart. */
  enabled: boolean;
  onState: (state: LiveCartState) => void;
}

/**
 * React-query, the cart's client and the API client, loaded by the cart page on the shopper's first
 * change (or at once when the server could not show the cart); it renders nothing and hands its
 * state up, so the screen the shopper is using is not mounted again.
 */
export default function LiveCart(props: LiveCartProps) {
  return (
    <QueryProvider>
      <Queries {...props} />
    </QueryProvider>
  );
}

function Queries({ initial, enabled, onState }: LiveCartProps) {
  const locale = useLocale();
  const signedIn = useIsAuth();
  const starting = useAuthStore((state) => state.starting);
  const query = useCart({ initial: initial?.cart, enabled });
  // Once the first load knows whose page this is; a visitor without a cart has placed no order.
  const awaiting = useQuery({
    enabled: !starting && (signedIn || offlineCartId() !== null),
    queryKey: ['awaiting-payment', locale, signedIn] as const,
    queryFn: async () => {
      const result = await browserApi(locale).cart.awaitingPayment(offlineCartId());
      return result.ok ? result.data.order : null;
    },
    initialData: signedIn ? undefined : initial?.awaiting,
  });
  const changeQuantity = useMutation(changeQuantityMutation(locale));
  const removeItem = useMutation(removeItemMutation(locale));
  const restoreItem = useMutation(restoreItemMutation(locale));
  const { refetch } = awaiting;
  useEffect(
    () =>
      onState({
        cart: query.data,
        failed: query.isError,
        awaiting: awaiting.data ?? null,
        refreshAwaiting: () => void refetch(),
        changeQuantity: changeQuantity.mutateAsync,
        removeItem: removeItem.mutateAsync,
        restoreItem: restoreItem.mutateAsync,
        restoring: restoreItem.isPending,
      }),
    [
      onState,
      query.data,
      query.isError,
      awaiting.data,
      refetch,
      changeQuantity.mutateAsync,
      removeItem.mutateAsync,
      restoreItem.mutateAsync,
      restoreItem.isPending,
    ],
  );
  return null;
}
