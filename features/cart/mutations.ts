import { MutationObserver, type MutationOptions } from '@tanstack/react-query';
import { showCartCount } from './cart-count';
import type { Api, ApiResult, CalculatorConfiguration, Cart, CartItem } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { queryClient } from '@/lib/query/client';
import { dataOf, type ApiFailure } from '@/lib/query/failure';
import { cartKey, cartQuery, currentCartOwner, setCart, type CartOwner } from './queries';

/** Statuses after which spec 4/8 re-fetch the cart and retry a change once (a 401 after the token's refresh). */
const RECOVERABLE = new Set([401, 403, 404]);

type Change<V> = (
  api: Api,
  cart: Cart,
  offlineId: string | null,
  variables: V,
) => Promise<ApiResult<Cart>>;
type Rollback = { key: ReturnType<typeof cartKey>; previous: Cart | undefined };

/**
 * A change of the cart as a mutation: the cart is fetched first unless it is fresh (created lazily,
 * spec 4); `optimistic` shows the change at once and a failure puts the cart back; the answer, the whole
 * cart, replaces the entry. A 401/403/404 (a 401 once the API client's own refresh and retry have
 * not helped) re-fetches the cart, a new one if its id is gone, and the change is sent once more.
 */
function cartMutation<V>(
  locale: Locale,
  change: Change<V>,
  optimistic?: (cart: Cart, variables: V) => Cart,
): MutationOptions<Cart, ApiFailure, V, Rollback> {
  const client = queryClient();
  const owner = currentCartOwner();
  const query = cartQuery(locale, owner);
  const attempt = async (variables: V) => {
    const cart = await client.fetchQuery(query);
    return change(
      browserApi(locale),
      cart,
      owner === 'guest' ? cart.anonymous_id : null,
      variables,
    );
  };
  return {
    mutationFn: async (variables) => {
      let result = await attempt(variables);
      if (!result.ok && RECOVERABLE.has(result.status)) {
        // The next read asks the provider again: the cart's id may be gone (then a new cart) or refused.
        await client.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
        result = await attempt(variables);
      }
      return dataOf(result);
    },
    onMutate: async (variables) => {
      showCartCount();
      await client.cancelQueries({ queryKey: query.queryKey });
      const previous = client.getQueryData(query.queryKey);
      if (previous && optimistic)
        client.setQueryData(query.queryKey, optimistic(previous, variables));
      return { key: query.queryKey, previous };
    },
    onError: (_error, _variables, rollback) => {
      if (rollback?.previous) client.setQueryData(rollback.key, rollback.previous);
    },
    onSuccess: (cart) => setCart(locale, owner as CartOwner, cart),
  };
}

/** Runs a mutation outside React (the catalog's add button, the calculator): react-query's lifecycle all the same. */
const run = <V>(options: MutationOptions<Cart, ApiFailure, V, Rollback>, variables: V) =>
  new MutationObserver(queryClient(), options).mutate(variables);

/** Spec 3: a metre-priced line counts once in the cart's quantity, a piece line by its count. */
const lineCount = (item: Cart['items'][number], quantity = item.quantity) =>
  item.unit === 'metre' ? 1 : quantity;

export interface ProductToAdd {
  productId: number;
  /** A number or the visitor's text (comma as dot); the provider clamps it to the product's rules. */
  quantity?: number | string;
}

export const addProductMutation = (locale: Locale) =>
  cartMutation<ProductToAdd>(
    locale,
    (api, cart, offlineId, { productId, quantity = 1 }) =>
      api.cart.addProduct(cart.id, productId, quantity, offlineId),
    // The badge counts the new pieces at once; the line itself comes with the answer.
    (cart, { quantity = 1 }) => ({
      ...cart,
      items_quantity:
        cart.items_quantity +
        Math.max(1, Math.floor(Number(String(quantity).replace(',', '.'))) || 1),
    }),
  );

export const addConfiguredMutation = (locale: Locale) =>
  cartMutation<{ configuration: CalculatorConfiguration; quantity: number }>(
    locale,
    (api, cart, offlineId, { configuration, quantity }) =>
      api.cart.addConfigured(cart.id, configuration, quantity, offlineId),
  );

/** Spec 4: editing a configured item drops its quantity from the patch and replaces its data. */
export const updateConfiguredMutation = (locale: Locale) =>
  cartMutation<{ itemId: number; configuration: CalculatorConfiguration }>(
    locale,
    (api, cart, offlineId, { itemId, configuration }) =>
      api.cart.updateItem(cart.id, itemId, { data: configuration }, offlineId),
  );

export const changeQuantityMutation = (locale: Locale) =>
  cartMutation<{ itemId: number; quantity: number }>(
    locale,
    (api, cart, offlineId, { itemId, quantity }) =>
      api.cart.updateItem(cart.id, itemId, { quantity }, offlineId),
    (cart, { itemId, quantity }) => {
      const items = cart.items.map((item) =>
        item.id === itemId
          ? { ...item, quantity, count: quantity, total: Math.round(item.price * quantity) }
          : item,
      );
      return {
        ...cart,
        items,
        items_quantity: items.reduce((sum, item) => sum + lineCount(item), 0),
      };
    },
  );

export const removeItemMutation = (locale: Locale) =>
  cartMutation<{ itemId: number }>(
    locale,
    (api, cart, offlineId, { itemId }) => api.cart.removeItem(cart.id, itemId, offlineId),
    (cart, { itemId }) => {
      const items = cart.items.filter((item) => item.id !== itemId);
      return {
        ...cart,
        items,
        items_quantity: items.reduce((sum, item) => sum + lineCount(item), 0),
      };
    },
  );

/**
 * Puts a removed line back (the cart's undo): a catalog product by its id and quantity, a configured
 * item by its configuration, priced again by the server. It returns at the end of the list.
 */
export const restoreItemMutation = (locale: Locale) =>
  cartMutation<CartItem>(locale, (api, cart, offlineId, item) =>
    item.type === 'configured' && item.configuration && item.calculator_type_id !== null
      ? api.cart.addConfigured(
          cart.id,
          { ...item.configuration, calculator_type_id: item.calculator_type_id },
          item.quantity,
          offlineId,
        )
      : api.cart.addProduct(cart.id, item.product_id ?? 0, item.quantity, offlineId),
  );

/** Adds a catalog product; the badge shows it at once (spec 4: a regular add reloads the cart). */
export const addProductToCart = (locale: Locale, product: ProductToAdd) =>
  run(addProductMutation(locale), product);

/** Adds a configuration; the server prices it. Callers then go to /cart (see `useCartActions`). */
export const addConfiguredToCart = (
  locale: Locale,
  configuration: CalculatorConfiguration,
  quantity = 1,
) => run(addConfiguredMutation(locale), { configuration, quantity });

export const updateConfiguredItem = (
  locale: Locale,
  itemId: number,
  configuration: CalculatorConfiguration,
) => run(updateConfiguredMutation(locale), { itemId, configuration });
