'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { browserApi } from '@/lib/api/browser';
import { getAccessToken } from '@/features/auth/session';
import { currentCartOwner, setCart } from '@/features/cart/client';
import type {
  Api,
  ApiResult,
  Cart,
  CreatedOrder,
  SetDeliveryInput,
  SetPaymentDetailsPayload,
  SetUserDetailsPayload,
} from '@/lib/api';
import { ApiFailure, dataOf } from '@/lib/query/failure';
import type { RegistrationInput } from '@/lib/validation/registration';

// The ordering steps' writes of the cart (spec 4 'Ordering flow', spec 7), one mutation each: a
// step shows their `isPending` and `error`, and the answer, the whole cart, replaces the cart query's
// entry before the step goes on (the next step is reachable only once the cart holds this one's data).
// The calls keep the API client's own refresh-and-retry on 401; react-query retries none of them.

/** A guest's cart is named by its anonymous id; a signed-in customer's by their token. */
const offlineIdOf = (cart: Cart) => (getAccessToken() ? null : cart.anonymous_id);

function useCartWrite<V extends { cart: Cart }>(
  write: (api: Api, variables: V, offlineId: string | null) => Promise<ApiResult<Cart>>,
) {
  const locale = useLocale();
  return useMutation<Cart, ApiFailure, V>({
    mutationFn: async (variables) =>
      dataOf(await write(browserApi(locale), variables, offlineIdOf(variables.cart))),
    onSuccess: (cart) => setCart(locale, currentCartOwner(), cart),
  });
}

export interface UserDetailsChange {
  cart: Cart;
  /** `{}`: the provider takes the signed-in customer's own (spec 7). */
  details: SetUserDetailsPayload;
  /** Spec 4: the guest's order form registers the visitor first (no automatic login). */
  registration?: RegistrationInput;
}

export const useSetUserDetails = () =>
  useCartWrite<UserDetailsChange>(async (api, { cart, details, registration }, offlineId) => {
    if (registration) {
      const registered = await api.auth.register(registration, offlineId);
      // Issue 39: the sign-up limit (per address: an office, a carrier's NAT) bounds how many
      // accounts with passwords one address makes, never orders: refused, the guest orders without
      // an account (the order is theirs by e-mail and can be attached after a later sign-up).
      if (!registered.ok && registered.status !== 429)
        throw new ApiFailure(registered.status, registered.error);
    }
    return api.cart.setUserDetails(cart.id, details, offlineId);
  });

export const useSetDelivery = () =>
  useCartWrite<{ cart: Cart; delivery: SetDeliveryInput }>((api, { cart, delivery }, offlineId) =>
    api.cart.setDelivery(cart.id, delivery, offlineId),
  );

export const useSetPayment = () =>
  useCartWrite<{ cart: Cart; payment: SetPaymentDetailsPayload }>(
    (api, { cart, payment }, offlineId) => api.cart.setPaymentDetails(cart.id, payment, offlineId),
  );

/**
 * Issue 39: the cart changed since the confirmation step showed it (another tab), so nothing was
 * ordered; `fresh` is the cart read again (written into the cart query when it came).
 */
export class CartChanged extends Error {
  constructor(readonly fresh: ApiResult<Cart>) {
    super('cart changed');
    this.name = 'CartChanged';
  }
}

/** Orders the cart as the confirmation step shows it: its grand total is the one agreed to. */
export function useCreateOrder() {
  const locale = useLocale();
  return useMutation<CreatedOrder, ApiFailure | CartChanged, { cart: Cart; comment: string }>({
    mutationFn: async ({ cart, comment }) => {
      const api = browserApi(locale).cart;
      const offlineId = offlineIdOf(cart);
      const result = await api.createOrder(
        cart.id,
        { comment, expected_total: cart.totals.grand_total },
        offlineId,
      );
      if (!result.ok && result.status === 409) {
        const fresh = await api.cart(offlineId);
        if (fresh.ok) setCart(locale, currentCartOwner(), fresh.data);
        throw new CartChanged(fresh);
      }
      return dataOf(result);
    },
  });
}
