import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartSession, useCartStore } from '@/features/cart';
import type { Cart } from '@/lib/api';
import ro from '@/messages/ro.json';
import { CartTotals } from './cart-totals';

const baseCart: Cart = {
  id: 7,
  cartId: 7,
  anonymous_id: 'a'.repeat(32),
  status: 'open',
  currency: 'EUR',
  items: [],
  items_quantity: 1,
  delivery_details: null,
  user_details: null,
  payment_details: null,
  bonuses_available: null,
  totals: { total: 0, quantity_discount: 0, new_total: 0, delivery: 0, bonuses: 0, net_total: 0, vat: 0, grand_total: 0 },
  characteristics: { total_area: 0, linear_metres: 0, total_windows_count: 0, total_doors_count: 0 },
};

let answer: Cart = baseCart;
const server = setupServer(http.get('*/backend/api/calculator/cart/', () => HttpResponse.json(answer)));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useCartStore.setState({ cart: null });
});
afterAll(() => server.close());

/** Totals as the provider would price them (spec 9 delivery rules), fetched through the cart session. */
async function renderTotals(newTotal: number, delivery: number) {
  answer = { ...baseCart, totals: { ...baseCart.totals, total: newTotal, new_total: newTotal, delivery, grand_total: newTotal + delivery } };
  const cart = await cartSession.reload();
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <CartTotals cart={cart} locale="ro" />
    </NextIntlClientProvider>,
  );
  const totals = screen.getByTestId('cart-totals');
  return within(totals).getByText('Livrare').nextElementSibling?.textContent ?? '';
}

describe('delivery fee in the cart totals', () => {
  it('is free from 1 000 €', async () => {
    expect(await renderTotals(100_000, 0)).toBe('Gratuit');
  });
  it('is 49 € for windows and doors below 1 000 €', async () => {
    expect((await renderTotals(60_000, 4_900)).replace(/\s/g, ' ')).toMatch(/^49,00\s?€$/);
  });
  it('is 16.90 € for blinds and sills', async () => {
    expect(await renderTotals(20_000, 1_690)).toMatch(/^16,90\s?€$/);
  });
  it('is 8.90 € for accessories', async () => {
    expect(await renderTotals(3_000, 890)).toMatch(/^8,90\s?€$/);
  });
});
