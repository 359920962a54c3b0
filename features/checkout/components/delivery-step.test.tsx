import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedProfile } from '@/features/auth/client';
import { setAccessToken, useAuthStore } from '@/features/auth/session';
import type { Cart, UserAddress } from '@/lib/api';
import { queryClient } from '@/lib/query/client';
import { QueryProvider } from '@/lib/query/provider';
import ro from '@/messages/ro.json';
import { savedAddress, userProfile } from '@/tests/fixtures/account';
import { emptyCart } from '@/tests/fixtures/cart';
import { DeliveryStep } from './delivery-step';

const address = (id: number, street: string): UserAddress => ({
  ...savedAddress,
  id,
  address_id: id,
  region_name: 'Chișinău',
  city_name: 'Chișinău',
  street,
});

const server = setupServer(http.get('*/backend/localities/regions', () => HttpResponse.json([])));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  server.resetHandlers();
  setAccessToken(null);
  useAuthStore.setState({ userId: null });
  queryClient().clear();
});
afterAll(() => server.close());

const renderStep = (cart: Cart, onNext = () => {}) =>
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <QueryProvider>
        <DeliveryStep locale="ro" cart={cart} onBack={() => {}} onNext={onNext} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );

describe('the delivery step (spec 4)', () => {
  it('offers the addresses the account reads now, not a copy that came with the profile', async () => {
    server.use(
      http.get('*/backend/api/auth/me/addresses/', () =>
        HttpResponse.json([address(2, 'Bulevardul Dacia')]),
      ),
    );
    act(() => {
      setAccessToken('token');
      seedProfile({ ...userProfile, addresses: [address(1, 'Strada Veche')] });
      useAuthStore.setState({ userId: userProfile.id });
    });
    renderStep(emptyCart);
    expect(
      await screen.findByRole('radio', { name: /Chișinău, Bulevardul Dacia 1, 2/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Strada Veche/)).toBeNull();
  });

  it('goes on once the cart holds the pickup, and says why when the provider refuses it', async () => {
    let refuse = true;
    server.use(
      http.post('*/backend/api/calculator/cart/7/set-delivery/', () =>
        refuse
          ? HttpResponse.json({ detail: 'Coșul nu mai este deschis.' }, { status: 400 })
          : HttpResponse.json({
              ...emptyCart,
              delivery_details: { delivery_type: 'pickup', address_id: null, address: null },
            }),
      ),
    );
    const onNext = vi.fn();
    renderStep(emptyCart, onNext);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: ro.checkout.deliveryTypes.pickup }));
    await user.click(screen.getByRole('button', { name: ro.checkout.toPayment }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coșul nu mai este deschis.');
    expect(onNext).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: ro.checkout.toPayment }));
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(queryClient().getQueryData<Cart>(['cart', 'guest', 'ro'])?.delivery_details).toEqual({
      delivery_type: 'pickup',
      address_id: null,
      address: null,
    });
  });

  it('offers to read the cities again when they could not be read, then shows the form', async () => {
    let fail = true;
    server.use(
      http.get('*/backend/localities/regions', () =>
        fail
          ? HttpResponse.json({ detail: 'down' }, { status: 503 })
          : HttpResponse.json([{ id: 1, name: 'Nord', cities: [{ id: 9, name: 'Bălți' }] }]),
      ),
    );
    renderStep(emptyCart);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ro.account.citiesFailed);
    expect(screen.queryByRole('combobox')).toBeNull();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: ro.account.retry }));
    const city = await screen.findByRole('combobox', { name: ro.checkout.city });
    expect(screen.getByRole('option', { name: /Bălți/ })).toBeInTheDocument();
    expect(city).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
