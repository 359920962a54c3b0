import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api';
import ro from '@/messages/ro.json';
import { emptyCart } from '@/tests/fixtures/cart';
import { CartTotals } from './cart-totals';

const baseCart: Cart = { ...emptyCart, items_quantity: 1 };

/** Totals as the provider prices them (spec 9 delivery rules). */
function renderTotals(newTotal: number, delivery: number) {
  const cart: Cart = {
    ...baseCart,
    totals: {
      ...baseCart.totals,
      total: newTotal,
      new_total: newTotal,
      delivery,
      grand_total: newTotal + delivery,
    },
  };
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <CartTotals cart={cart} locale="ro" />
    </NextIntlClientProvider>,
  );
  const totals = screen.getByTestId('cart-totals');
  return within(totals).getByText('Livrare').nextElementSibling?.textContent ?? '';
}

describe('delivery fee in the cart totals', () => {
  it('is free over 1 000 €', () => {
    expect(renderTotals(100_000, 0)).toBe('Gratuit');
  });
  it('is 49 € for windows and doors below 1 000 €', () => {
    expect(renderTotals(60_000, 4_900).replace(/\s/g, ' ')).toMatch(/^49,00\s?€$/);
  });
  it('is 16.90 € for blinds and sills', () => {
    expect(renderTotals(20_000, 1_690)).toMatch(/^16,90\s?€$/);
  });
  it('is 8.90 € for accessories', () => {
    expect(renderTotals(3_000, 890)).toMatch(/^8,90\s?€$/);
  });
});
