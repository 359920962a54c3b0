import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/session';
import { OFFLINE_CART_COOKIE } from '@/features/cart/actions';
import { useCartBadgeStore } from '@/features/cart/actions';
import type { InitialCart } from '@/features/cart';
import type { Cart, CartItem } from '@/lib/api';
import { queryClient } from '@/lib/query/client';
import ro from '@/messages/ro.json';
import { emptyCart } from '@/tests/fixtures/cart';
import { CheckoutFlow } from './checkout-flow';

const item: CartItem = {
  id: 11,
  type: 'product',
  product_id: 5,
  calculator_id: null,
  calculator_type_id: null,
  name: 'Pervaz PVC 200',
  icon: '/images/sill.svg',
  image: '',
  category: 'Accesorii',
  description: [],
  configuration: null,
  unit: 'piece',
  quantity: 2,
  count: 2,
  min_quantity: 1,
  max_quantity: null,
  price: 1_500,
  price_mdl: null,
  total: 3_000,
  link: '/product/pervaz-pvc-200',
  available: true,
};

const cart: Cart = {
  ...emptyCart,
  items: [item],
  items_quantity: 2,
  totals: {
    ...emptyCart.totals,
    total: 3_000,
    new_total: 3_000,
    net_total: 2_500,
    vat: 500,
    grand_total: 3_000,
  },
};

let answer: Cart = cart;
let reads = 0;
let awaiting: { id: number; nr: string; grand_total: number; created_at: string } | null = null;
const server = setupServer(
  http.get('*/backend/api/calculator/cart/', async () => {
    reads += 1;
    await delay(50);
    return HttpResponse.json(answer);
  }),
  http.get('*/backend/api/calculator/orders/awaiting-payment/', () =>
    HttpResponse.json({ order: awaiting }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queryClient().clear();
  useAuthStore.setState({ starting: true, userId: null });
  Cookies.remove(OFFLINE_CART_COOKIE, { path: '/' });
  answer = cart;
  reads = 0;
  awaiting = null;
});
afterAll(() => server.close());

function renderFlow(initial: InitialCart) {
  return render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <CheckoutFlow
        initial={initial}
        declined={false}
        initialStep={null}
        catalogHref="/accesorii"
        calculatorsHref="/calculators"
      />
    </NextIntlClientProvider>,
  );
}

/** A guest's cart page after the first load: the server's cart is the query's data. */
function guestCartPage() {
  Cookies.set(OFFLINE_CART_COOKIE, cart.anonymous_id, { path: '/' });
  useAuthStore.setState({ starting: false });
  return renderFlow({ kind: 'cart', cart, awaiting: null });
}

describe('the cart screen before the browser has fetched the cart', () => {
  it('shows the cart the server read, with its items, at once, and does not read it again', async () => {
    guestCartPage();
    expect(screen.getByRole('link', { name: 'Pervaz PVC 200' })).toBeInTheDocument();
    expect(screen.queryByText(ro.checkout.loading)).not.toBeInTheDocument();
    await act(() => delay(100));
    expect(reads).toBe(0);
  });

  it('gives the header the count of the cart it shows, so the header reads no cart of its own', () => {
    const { unmount } = guestCartPage();
    expect(useCartBadgeStore.getState().pageCount).toBe(2);
    unmount();
    expect(useCartBadgeStore.getState().pageCount).toBeNull();
  });

  it('shows the empty cart at once to a visitor who has none, and creates none by reading', async () => {
    useAuthStore.setState({ starting: false });
    renderFlow({ kind: 'empty' });
    expect(screen.getByRole('heading', { name: ro.checkout.emptyTitle })).toBeInTheDocument();
    // The drawing is the page's largest element at first paint (its LCP), and decorative.
    const drawing = screen.getByRole('presentation');
    expect(drawing).toHaveAttribute('src', '/images/empty-cart.svg');
    expect(drawing).toHaveAttribute('alt', '');
    expect(drawing).toHaveAttribute('fetchpriority', 'high');
    await act(() => delay(100));
    expect(reads).toBe(0);
  });

  it('reads the cart only once the first load knows whose it is, then shows it', async () => {
    renderFlow({ kind: 'unknown' });
    expect(screen.getByText(ro.checkout.loading)).toBeInTheDocument();
    await act(() => delay(100));
    expect(reads).toBe(0);
    act(() => useAuthStore.setState({ starting: false }));
    expect(await screen.findByRole('link', { name: 'Pervaz PVC 200' })).toBeInTheDocument();
    expect(reads).toBe(1);
  });
});

describe('changing the cart (spec 2 quantity stepper, remove link)', () => {
  const quantityOf = () =>
    screen.getByLabelText(ro.checkout.quantityOf.replace('{name}', item.name));

  it('shows a new quantity at once and then the repriced cart the provider answers', async () => {
    const patched: unknown[] = [];
    server.use(
      http.patch('*/backend/api/calculator/cart/:id/items/:itemId/', async ({ request }) => {
        patched.push(await request.json());
        await delay(100);
        return HttpResponse.json({
          ...cart,
          items: [{ ...item, quantity: 3, count: 3, total: 4_200 }],
          items_quantity: 3,
        });
      }),
    );
    guestCartPage();
    const user = userEvent.setup();
    await user.clear(quantityOf());
    await user.type(quantityOf(), '3{Enter}');
    expect(await screen.findByText(/45,00/)).toBeInTheDocument();
    expect(await screen.findByText(/42,00/)).toBeInTheDocument();
    expect(patched).toEqual([{ quantity: 3 }]);
  });

  it('puts the quantity back and says why when the provider refuses it', async () => {
    server.use(
      http.patch('*/backend/api/calculator/cart/:id/items/:itemId/', async () => {
        await delay(100);
        return HttpResponse.json({ detail: 'Stoc insuficient' }, { status: 500 });
      }),
    );
    guestCartPage();
    const user = userEvent.setup();
    await user.clear(quantityOf());
    await user.type(quantityOf(), '3{Enter}');
    expect(await screen.findByText(/45,00/)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Stoc insuficient');
    await waitFor(() => expect(quantityOf()).toHaveValue('2'));
    expect(screen.queryByText(/45,00/)).not.toBeInTheDocument();
  });

  it('removes an item at once, and the empty cart follows', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete('*/backend/api/calculator/cart/:id/items/:itemId/', async ({ params }) => {
        await released;
        return params.itemId === String(item.id)
          ? HttpResponse.json({ ...cart, items: [], items_quantity: 0 })
          : HttpResponse.json({}, { status: 404 });
      }),
    );
    guestCartPage();
    await userEvent
      .setup()
      .click(
        screen.getByRole('button', { name: ro.checkout.removeItem.replace('{name}', item.name) }),
      );
    expect(
      await screen.findByRole('heading', { name: ro.checkout.emptyTitle }),
    ).toBeInTheDocument();
    release();
    await act(() => delay(50));
    expect(screen.getByRole('heading', { name: ro.checkout.emptyTitle })).toBeInTheDocument();
  });
});

describe('undoing a removal (issue 39: no confirmation to click through, an undo instead)', () => {
  const removeButton = () =>
    screen.getByRole('button', { name: ro.checkout.removeItem.replace('{name}', item.name) });
  const removedNotice = ro.checkout.removed.replace('{name}', item.name);

  it('names the removed line, focuses Undo, and adds the same product and quantity back', async () => {
    const added: unknown[] = [];
    server.use(
      http.delete('*/backend/api/calculator/cart/:id/items/:itemId/', () =>
        HttpResponse.json({ ...cart, items: [], items_quantity: 0 }),
      ),
      http.post('*/backend/api/calculator/cart/:id/items/add-product/', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ ...cart, items: [{ ...item, id: 12 }] });
      }),
    );
    guestCartPage();
    const user = userEvent.setup();
    await user.click(removeButton());
    expect(await screen.findByRole('status')).toHaveTextContent(removedNotice);
    const undo = screen.getByRole('button', { name: ro.checkout.undoRemove });
    expect(undo).toHaveFocus();
    expect(screen.getByRole('heading', { name: ro.checkout.emptyTitle })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('button', {
        name: ro.checkout.removeItem.replace('{name}', item.name),
      }),
    ).toBeInTheDocument();
    expect(added).toEqual([{ product_id: item.product_id, quantity: item.quantity }]);
    expect(screen.queryByText(removedNotice)).not.toBeInTheDocument();
  });

  it('puts a configured item back with its configuration', async () => {
    const configured: CartItem = {
      ...item,
      id: 21,
      type: 'configured',
      product_id: null,
      calculator_id: 3,
      calculator_type_id: 1,
      name: 'Fereastră PVC',
      configuration: { width: 1200, height: 1400 } as unknown as CartItem['configuration'],
      quantity: 1,
      count: 1,
    };
    const withConfigured = { ...cart, items: [configured], items_quantity: 1 };
    answer = withConfigured;
    const added: unknown[] = [];
    server.use(
      http.delete('*/backend/api/calculator/cart/:id/items/:itemId/', () =>
        HttpResponse.json({ ...cart, items: [], items_quantity: 0 }),
      ),
      http.post('*/backend/api/calculator/cart/:id/items/', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ ...withConfigured, items: [{ ...configured, id: 22 }] });
      }),
    );
    Cookies.set(OFFLINE_CART_COOKIE, cart.anonymous_id, { path: '/' });
    useAuthStore.setState({ starting: false });
    renderFlow({ kind: 'cart', cart: withConfigured, awaiting: null });
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', {
        name: ro.checkout.removeItem.replace('{name}', configured.name),
      }),
    );
    await user.click(await screen.findByRole('button', { name: ro.checkout.undoRemove }));
    await waitFor(() =>
      expect(added).toEqual([
        { data: { width: 1200, height: 1400, calculator_type_id: 1 }, quantity: 1 },
      ]),
    );
  });
});

describe('a card order left at the bank’s page (issue 39)', () => {
  it('says on the cart page that it waits for payment, with its number and amount', async () => {
    awaiting = {
      id: 9,
      nr: 'FM-2026-00009',
      grand_total: 1_780,
      created_at: '2026-11-27T10:00:00Z',
    };
    Cookies.set(OFFLINE_CART_COOKIE, cart.anonymous_id, { path: '/' });
    useAuthStore.setState({ starting: false });
    renderFlow({ kind: 'empty' });
    expect(await screen.findByText(/FM-2026-00009/)).toHaveTextContent(/17,80\s€/);
    expect(screen.getByRole('button', { name: ro.checkout.payNow })).toBeEnabled();
  });

  it('shows the order the server found without reading it again', async () => {
    let asked = 0;
    server.use(
      http.get('*/backend/api/calculator/orders/awaiting-payment/', () => {
        asked += 1;
        return HttpResponse.json({ order: null });
      }),
    );
    Cookies.set(OFFLINE_CART_COOKIE, cart.anonymous_id, { path: '/' });
    useAuthStore.setState({ starting: false });
    renderFlow({
      kind: 'cart',
      cart,
      awaiting: {
        id: 9,
        nr: 'FM-2026-00009',
        grand_total: 1_780,
        created_at: '2026-11-27T10:00:00Z',
      },
    });
    expect(screen.getByText(/FM-2026-00009/)).toHaveTextContent(/17,80\s€/);
    await act(() => delay(100));
    expect(asked).toBe(0);
  });
});
