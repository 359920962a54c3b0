import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { queryClient } from '@/lib/query/client';
import { QueryProvider } from '@/lib/query/provider';
import ro from '@/messages/ro.json';
import { emptyCart } from '@/tests/fixtures/cart';
import { OrderStep } from './order-step';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queryClient().clear();
});
afterAll(() => server.close());

const shown: Cart = { ...emptyCart, totals: { ...emptyCart.totals, grand_total: 1_780 } };

describe('the confirmation step (issue 39)', () => {
  it('orders nothing when the cart changed, shows the new total and asks for the terms again', async () => {
    const fresh: Cart = { ...emptyCart, totals: { ...emptyCart.totals, grand_total: 54_680 } };
    let orders = 0;
    server.use(
      http.post('*/backend/api/calculator/cart/7/create-order/', () => {
        orders += 1;
        return HttpResponse.json({ detail: 'changed', totals: fresh.totals }, { status: 409 });
      }),
      http.get('*/backend/api/calculator/cart/', () => HttpResponse.json(fresh)),
    );
    render(
      <NextIntlClientProvider locale="ro" messages={ro}>
        <QueryProvider>
          <OrderStep locale="ro" cart={shown} onBack={() => {}} />
        </QueryProvider>
      </NextIntlClientProvider>,
    );
    const user = userEvent.setup();
    const finish = screen.getByRole('button', { name: ro.checkout.finish });
    await user.click(finish);
    expect(screen.getByRole('alert')).toHaveTextContent(ro.validation.terms_required);
    expect(orders).toBe(0);

    const terms = screen.getByRole('checkbox', { name: ro.checkout.terms });
    await user.click(terms);
    await user.click(finish);
    const amount = formatMoney(54_680, 'EUR', 'ro');
    // textContent: the amount's spaces are no-break ones, which toHaveTextContent would collapse.
    expect((await screen.findByRole('alert')).textContent).toBe(
      ro.checkout.cartChanged.replace('{amount}', amount),
    );
    expect(orders).toBe(1);
    expect(terms).not.toBeChecked();
    expect(finish).toBeEnabled();
    expect(queryClient().getQueryData<Cart>(['cart', 'guest', 'ro'])).toEqual(fresh);
  });
});
