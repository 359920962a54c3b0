import Cookies from 'js-cookie';
import type { Api, ApiError, ApiResult, Cart, CalculatorConfiguration } from '@/lib/api';
import { clientApi, documentLocale } from '@/features/auth/client-api';
import { getAccessToken } from '@/features/auth/token';
import { OFFLINE_CART_COOKIE } from './cookie';
import { publishCart, useCartStore } from './store';

const OFFLINE_CART_DAYS = 30;

/** Statuses after which spec 4/8 re-fetch the cart and retry an add once. */
const RETRY_STATUSES = new Set([401, 403, 404]);

export class CartError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.detail ?? Object.values(error.fields ?? {})[0]?.[0] ?? `HTTP ${status}`);
    this.name = 'CartError';
  }
}

export const offlineCartId = () => Cookies.get(OFFLINE_CART_COOKIE) ?? null;

function rememberOfflineCart(cart: Cart) {
  if (getAccessToken()) return;
  Cookies.set(OFFLINE_CART_COOKIE, cart.anonymous_id, {
    expires: OFFLINE_CART_DAYS,
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    path: '/',
  });
}

export function forgetOfflineCart() {
  Cookies.remove(OFFLINE_CART_COOKIE, { path: '/' });
}

function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new CartError(result.status, result.error);
  return result.data;
}

/**
 * The one cart of this browser tab: created or fetched lazily, with concurrent callers sharing one
 * request (spec 4 'Cart').
 */
export class CartSession {
  /** The fetch in flight and the access token it was sent with: callers with the same identity share it. */
  private loading: { promise: Promise<Cart>; token: string | null } | null = null;

  constructor(private readonly api: () => Api = () => clientApi(documentLocale())) {}

  get current(): Cart | null {
    return useCartStore.getState().cart;
  }

  /** The cart, fetching it only if nobody has yet. */
  ensure(): Promise<Cart> {
    const cart = this.current;
    if (cart) return Promise.resolve(cart);
    return this.reload();
  }

  /**
   * Fetches the cart again; callers arriving meanwhile get the same answer. A caller who signed in
   * since (the first load's refresh, a login) gets a fetch of their own, and only the newest fetch
   * publishes: an anonymous answer arriving late cannot replace the user's cart.
   */
  reload(): Promise<Cart> {
    const token = getAccessToken() ?? null;
    if (this.loading && this.loading.token === token) return this.loading.promise;
    const latest = () => this.loading?.promise === promise;
    const promise: Promise<Cart> = this.fetchCart(latest).finally(() => {
      if (latest()) this.loading = null;
    });
    this.loading = { promise, token };
    return promise;
  }

  private async fetchCart(latest: () => boolean): Promise<Cart> {
    useCartStore.setState({ loading: true });
    try {
      const api = this.api();
      const stored = getAccessToken() ? null : offlineCartId();
      let result = await api.cart.cart(stored);
      if (!result.ok && stored) {
        // A stored offline id that fails is dropped and a fresh cart fetched (spec 4).
        forgetOfflineCart();
        result = await api.cart.cart(null);
      }
      const cart = unwrap(result);
      if (latest()) {
        rememberOfflineCart(cart);
        publishCart(cart);
      }
      return cart;
    } finally {
      if (latest()) useCartStore.setState({ loading: false });
    }
  }

  /** Runs a change on the cart; on 401/403/404 re-fetches it and retries once, then throws (spec 8). */
  async change(operation: (api: Api, cart: Cart, offlineId: string | null) => Promise<ApiResult<Cart>>): Promise<Cart> {
    const api = this.api();
    const run = (cart: Cart) => operation(api, cart, getAccessToken() ? null : cart.anonymous_id);
    let result = await run(await this.ensure());
    if (!result.ok && RETRY_STATUSES.has(result.status)) result = await run(await this.reload());
    const cart = unwrap(result);
    publishCart(cart);
    return cart;
  }

  /** Answers of other calls (create-order) that end the cart: the next one is fetched fresh. */
  reset() {
    publishCart(null);
  }
}

export const cartSession = new CartSession();

export interface ProductToAdd {
  productId: number;
  /** A number or the visitor's text (comma as dot); the provider clamps it to the product's rules. */
  quantity?: number | string;
}

/** Adds a catalog product and refreshes the badge (spec 4: a regular add reloads the cart). */
export function addProductToCart({ productId, quantity = 1 }: ProductToAdd): Promise<Cart> {
  return cartSession.change((api, cart, offlineId) => api.cart.addProduct(cart.id, productId, quantity, offlineId));
}

/** Adds a configuration; the server prices it. Callers then go to /cart (see `useCartActions`). */
export function addConfiguredToCart(configuration: CalculatorConfiguration, quantity = 1): Promise<Cart> {
  return cartSession.change((api, cart, offlineId) => api.cart.addConfigured(cart.id, configuration, quantity, offlineId));
}

/** Spec 4: editing a configured item drops its quantity from the patch and replaces its data. */
export function updateConfiguredItem(itemId: number, configuration: CalculatorConfiguration): Promise<Cart> {
  return cartSession.change((api, cart, offlineId) => api.cart.updateItem(cart.id, itemId, { data: configuration }, offlineId));
}

export function updateItemQuantity(itemId: number, quantity: number | string): Promise<Cart> {
  return cartSession.change((api, cart, offlineId) => api.cart.updateItem(cart.id, itemId, { quantity }, offlineId));
}

export function removeCartItem(itemId: number): Promise<Cart> {
  return cartSession.change((api, cart, offlineId) => api.cart.removeItem(cart.id, itemId, offlineId));
}
