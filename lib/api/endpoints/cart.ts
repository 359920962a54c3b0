import type { AnswerName, Http, RequestOptions } from '../http';
import { CART_ID_HEADER } from '../headers';
import type { CalculatorConfiguration } from '../types/calculator';
import type {
  AddConfiguredItemPayload,
  AddProductPayload,
  CreateOrderPayload,
  MergeCartsPayload,
  OrdersQuery,
  SetDeliveryInput,
  SetPaymentDetailsPayload,
  SetUserDetailsPayload,
  UpdateCartItemPayload,
} from '../types/cart';

/**
 * Cart and order calls of spec 7. `offlineCartId` is the visitor's `anonymous_id` (cookie); pass it
 * on every call, signed in or not: the provider ignores it where the token decides.
 */
export const cartApi = (http: Http) => {
  const call = <K extends AnswerName>(
    answer: K,
    offlineCartId: string | null | undefined,
    options: Omit<RequestOptions, 'api' | 'headers'>,
  ) =>
    http(answer, {
      ...options,
      api: 'calculator',
      headers: offlineCartId ? { [CART_ID_HEADER]: offlineCartId } : undefined,
    });
  const cartPath = (cartId: number, rest = '') => `calculator/cart/${cartId}/${rest}`;
  return {
    cart: (offlineCartId?: string | null) =>
      call('cart', offlineCartId, { path: 'calculator/cart/' }),
    cartById: (cartId: number, offlineCartId?: string | null) =>
      call('cart', offlineCartId, { path: `calculator/cart/${cartId}` }),
    merge: (targetCart: number, sourceCart: number, offlineCartId: string) =>
      call('cart', offlineCartId, {
        method: 'POST',
        path: 'calculator/cart/merge/',
        body: { target_cart: targetCart, source_cart: sourceCart } satisfies MergeCartsPayload,
      }),
    items: (cartId: number, offlineCartId?: string | null) =>
      call('cartItemList', offlineCartId, { path: cartPath(cartId, 'items/') }),
    addConfigured: (
      cartId: number,
      data: CalculatorConfiguration,
      quantity: number,
      offlineCartId?: string | null,
    ) =>
      call('cart', offlineCartId, {
        method: 'POST',
        path: cartPath(cartId, 'items/'),
        body: { data, quantity } satisfies AddConfiguredItemPayload,
      }),
    addProduct: (
      cartId: number,
      productId: number,
      quantity: number | string,
      offlineCartId?: string | null,
    ) =>
      call('cart', offlineCartId, {
        method: 'POST',
        path: cartPath(cartId, 'items/add-product/'),
        body: { product_id: productId, quantity } satisfies AddProductPayload,
      }),
    updateItem: (
      cartId: number,
      itemId: number,
      changes: UpdateCartItemPayload,
      offlineCartId?: string | null,
    ) =>
      call('cart', offlineCartId, {
        method: 'PATCH',
        path: cartPath(cartId, `items/${itemId}/`),
        body: changes,
      }),
    removeItem: (cartId: number, itemId: number, offlineCartId?: string | null) =>
      call('cart', offlineCartId, {
        method: 'DELETE',
        path: cartPath(cartId, `items/${itemId}/`),
      }),
    setDelivery: (cartId: number, body: SetDeliveryInput, offlineCartId?: string | null) =>
      call('cart', offlineCartId, {
        method: 'POST',
        path: cartPath(cartId, 'set-delivery/'),
        body,
      }),
    /** Without details a signed-in customer's profile fills them (spec 7 sends no body). */
    setUserDetails: (cartId: number, body: SetUserDetailsPayload, offlineCartId?: string | null) =>
      call('cart', offlineCartId, {
        method: 'POST',
        path: cartPath(cartId, 'set-user-details/'),
        body,
      }),
    setPaymentDetails: (
      cartId: number,
      body: SetPaymentDetailsPayload,
      offlineCartId?: string | null,
    ) =>
      call('cart', offlineCartId, {
        method: 'POST',
        path: cartPath(cartId, 'set-payment-details/'),
        body,
      }),
    createOrder: (cartId: number, body: CreateOrderPayload, offlineCartId?: string | null) =>
      call('createdOrder', offlineCartId, {
        method: 'POST',
        path: cartPath(cartId, 'create-order/'),
        body,
      }),
    /** The caller's card order left at the bank's page (issue 39), or `{ order: null }`. */
    awaitingPayment: (offlineCartId?: string | null) =>
      call('awaitingPayment', offlineCartId, { path: 'calculator/orders/awaiting-payment/' }),
    /** "Pay now": a new payment link for an order awaiting card payment (the old one is void). */
    payOrder: (orderId: number, offlineCartId?: string | null) =>
      call('createdOrder', offlineCartId, {
        method: 'POST',
        path: `calculator/orders/${orderId}/pay/`,
      }),
    orders: (query: OrdersQuery = {}) =>
      http('ordersPage', { api: 'calculator', path: 'calculator/orders/', query: { ...query } }),
  };
};
