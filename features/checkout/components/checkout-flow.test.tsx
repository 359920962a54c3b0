import { act, cleanup, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { cartSession, useCartStore } from '@/features/cart';
import type { InitialCart } from '@/features/cart/initial-cart';
import type { Cart, CartItem } from '@/lib/api';
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
  totals: { ...emptyCart.totals, total: 3_000, new_total: 3_000, net_total: 2_500, vat: 500, grand_total: 3_000 },
};

// The browser's own fetch after hydration: held back, so the first render shows what the server knew.
let answer: Cart = cart;
let reads = 0;
const server = setupServer(
  http.get('*/backend/api/calculator/cart/', async () => {
    reads += 1;
    await delay(50);
    return HttpResponse.json(answer);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Unmounted first: emptying the store under a mounted flow would re-render it outside act.
  cleanup();
  server.resetHandlers();
  useCartStore.setState({ cart: null });
  answer = cart;
  reads = 0;
});
afterAll(() => server.close());

/** Lets the fetch the flow started after hydration answer (the session shares the one in flight). */
const browserAnswers = () => act(async () => void (await cartSession.reload()));

function renderFlow(initial: InitialCart) {
  return render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <CheckoutFlow initial={initial} declined={false} catalogHref="/accesorii" calculatorsHref="/calculators" />
    </NextIntlClientProvider>,
  );
}

describe('the cart screen before the browser has fetched the cart', () => {
  it('shows the cart the server read, with its items, at once', async () => {
    renderFlow({ kind: 'cart', cart });
    expect(screen.getByRole('link', { name: 'Pervaz PVC 200' })).toBeInTheDocument();
    expect(screen.queryByText(ro.checkout.loading)).not.toBeInTheDocument();
    await browserAnswers();
    expect(screen.getByRole('link', { name: 'Pervaz PVC 200' })).toBeInTheDocument();
  });

  it('shows the empty cart at once to a visitor who has none, and creates none by reading', () => {
    renderFlow({ kind: 'empty' });
    expect(screen.getByRole('heading', { name: ro.checkout.emptyTitle })).toBeInTheDocument();
    // The drawing is the page's largest element at first paint (its LCP), and decorative.
    const drawing = screen.getByRole('presentation');
    expect(drawing).toHaveAttribute('src', '/images/empty-cart.svg');
    expect(drawing).toHaveAttribute('alt', '');
    expect(drawing).toHaveAttribute('fetchpriority', 'high');
    expect(reads).toBe(0);
  });

  it('waits for the browser when the server could not know, then shows its answer', async () => {
    renderFlow({ kind: 'unknown' });
    expect(screen.getByText(ro.checkout.loading)).toBeInTheDocument();
    await browserAnswers();
    expect(screen.getByRole('link', { name: 'Pervaz PVC 200' })).toBeInTheDocument();
  });

  it("replaces the server's cart with the browser's fresher answer", async () => {
    answer = { ...cart, items: [] };
    renderFlow({ kind: 'cart', cart });
    expect(screen.getByRole('link', { name: 'Pervaz PVC 200' })).toBeInTheDocument();
    await browserAnswers();
    expect(screen.getByRole('heading', { name: ro.checkout.emptyTitle })).toBeInTheDocument();
  });

  it('reads the cart only once the first load knows whose it is', async () => {
    const reload = vi.spyOn(cartSession, 'reload');
    try {
      renderFlow({ kind: 'unknown' });
      expect(reload).not.toHaveBeenCalled();
      act(() => useAuthStore.setState({ starting: false }));
      expect(reload).toHaveBeenCalledTimes(1);
      await browserAnswers();
      expect(screen.getByRole('link', { name: 'Pervaz PVC 200' })).toBeInTheDocument();
    } finally {
      reload.mockRestore();
      useAuthStore.setState({ starting: true });
    }
  });
});
