import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartSession, useCartStore } from '@/features/cart';
import type { Cart } from '@/lib/api';
import ro from '@/messages/ro.json';
import { emptyCart } from '@/tests/fixtures/cart';
import { CartTotals } from './cart-totals';

const baseCart: Cart = { ...emptyCart, items_quantity: 1 };

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
