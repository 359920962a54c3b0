import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/session';
import { OFFLINE_CART_COOKIE } from '@/features/cart/actions';
import { queryClient } from '@/lib/query/client';
import ro from '@/messages/ro.json';
import { emptyCart } from '@/tests/fixtures/cart';
import { showCartCount, showPageCartCount, useCartBadgeStore } from '@/features/cart/actions';
import { CartLink } from './cart-link';

let quantity = 3;
let reads: (string | null)[] = [];
const server = setupServer(
  http.get('*/backend/api/calculator/cart/', ({ request }) => {
    reads.push(request.headers.get('X-Cart-Id'));
    return HttpResponse.json({ ...emptyCart, items_quantity: quantity });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queryClient().clear();
  useCartBadgeStore.setState({ live: false, pageCount: null });
  useAuthStore.setState({ starting: true });
  Cookies.remove(OFFLINE_CART_COOKIE, { path: '/' });
  reads = [];
  quantity = 3;
});
afterAll(() => server.close());

const renderLink = () =>
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <CartLink href="/cos" />
    </NextIntlClientProvider>,
  );

describe("the header's cart count (spec 2)", () => {
  it('shows no count and reads nothing for a visitor without a cart', () => {
    renderLink();
    expect(screen.getByRole('link', { name: 'Coș' })).toHaveAttribute('href', '/cos');
    expect(reads).toEqual([]);
  });

  it("shows the count of the visitor's cart once they have one, read by the id of its cookie", async () => {
    Cookies.set(OFFLINE_CART_COOKIE, emptyCart.anonymous_id, { path: '/' });
    renderLink();
    act(() => {
      useAuthStore.setState({ starting: false });
      showCartCount();
    });
    expect(await screen.findByRole('link', { name: 'Coș, 3 produse' })).toHaveTextContent('3');
    expect(reads).toEqual([emptyCart.anonymous_id]);
  });

  it('caps the badge at 99+ from 100 on', async () => {
    quantity = 100;
    Cookies.set(OFFLINE_CART_COOKIE, emptyCart.anonymous_id, { path: '/' });
    useAuthStore.setState({ starting: false });
    showCartCount();
    renderLink();
    expect(await screen.findByRole('link', { name: 'Coș, 100 de produse' })).toHaveTextContent(
      '99+',
    );
  });

  it('shows the count of the cart the page shows, without reading it again', async () => {
    Cookies.set(OFFLINE_CART_COOKIE, emptyCart.anonymous_id, { path: '/' });
    useAuthStore.setState({ starting: false });
    showCartCount();
    showPageCartCount(2);
    renderLink();
    expect(screen.getByRole('link', { name: 'Coș, 2 produse' })).toHaveTextContent('2');
    act(() => showPageCartCount(null));
    expect(await screen.findByRole('link', { name: 'Coș, 3 produse' })).toHaveTextContent('3');
    expect(reads).toEqual([emptyCart.anonymous_id]);
  });
});
