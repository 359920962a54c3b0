import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAccessToken, useAuthStore } from '@/features/auth/session';
import type { Cart } from '@/lib/api';
import { queryClient } from '@/lib/query/client';
import { ApiFailure } from '@/lib/query/failure';
import { QueryProvider } from '@/lib/query/provider';
import ro from '@/messages/ro.json';
import { emptyCart } from '@/tests/fixtures/cart';
import { CartChanged, useCreateOrder, useSetDelivery, useSetUserDetails } from './mutations';

const anonymousId = 'c'.repeat(32);
const cart: Cart = { ...emptyCart, anonymous_id: anonymousId };
const guestEntry = () => queryClient().getQueryData<Cart>(['cart', 'guest', 'ro']);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queryClient().clear();
  setAccessToken(null);
  useAuthStore.setState({ userId: null });
});
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="ro" messages={ro}>
    <QueryProvider>{children}</QueryProvider>
  </NextIntlClientProvider>
);

describe("the ordering steps' cart writes (spec 4 'Ordering flow')", () => {
  it("sends a guest's delivery with its cart id and writes the answer into the cart query", async () => {
    const answer: Cart = {
      ...cart,
      delivery_details: { delivery_type: 'pickup', address_id: null, address: null },
    };
    let cartId: string | null = null;
    let body: unknown = null;
    server.use(
      http.post('*/backend/api/calculator/cart/7/set-delivery/', async ({ request }) => {
        cartId = request.headers.get('X-Cart-Id');
        body = await request.json();
        return HttpResponse.json(answer);
      }),
    );
    const { result } = renderHook(() => useSetDelivery(), { wrapper });
    await act(() => result.current.mutateAsync({ cart, delivery: { delivery_type: 'pickup' } }));
    expect(cartId).toBe(anonymousId);
    expect(body).toEqual({ delivery_type: 'pickup' });
    expect(guestEntry()).toEqual(answer);
  });

  it("names a signed-in customer's cart by their token, not the anonymous id", async () => {
    let cartId: string | null = 'unread';
    let authorization: string | null = null;
    server.use(
      http.post('*/backend/api/calculator/cart/7/set-user-details/', ({ request }) => {
        cartId = request.headers.get('X-Cart-Id');
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(cart);
      }),
    );
    setAccessToken('token-of-ion');
    useAuthStore.setState({ userId: 5 });
    const { result } = renderHook(() => useSetUserDetails(), { wrapper });
    await act(() => result.current.mutateAsync({ cart, details: {} }));
    expect(cartId).toBeNull();
    expect(authorization).toBe('Bearer token-of-ion');
    expect(queryClient().getQueryData(['cart', 5, 'ro'])).toEqual(cart);
  });

  it("stops at a refused registration: the provider's error, no details sent, nothing retried", async () => {
    let registrations = 0;
    let detailsSent = false;
    server.use(
      http.post('*/backend/api/auth/register/', () => {
        registrations += 1;
        return HttpResponse.json({ email: ['Adresa este deja folosită.'] }, { status: 400 });
      }),
      http.post('*/backend/api/calculator/cart/7/set-user-details/', () => {
        detailsSent = true;
        return HttpResponse.json(cart);
      }),
    );
    const { result } = renderHook(() => useSetUserDetails(), { wrapper });
    act(() =>
      result.current.mutate({
        cart,
        details: { email: 'ion@example.md', full_name: 'Ion Popescu', phone: '+373 (691) 234-56' },
        registration: {
          first_name: 'Ion',
          last_name: 'Popescu',
          email: 'ion@example.md',
          phone: '+373 (691) 234-56',
          password: 'parola-sigura-1',
          re_password: 'parola-sigura-1',
          terms: true,
        },
      }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiFailure);
    expect(result.current.error?.status).toBe(400);
    expect(result.current.error?.message).toBe('Adresa este deja folosită.');
    expect(registrations).toBe(1);
    expect(detailsSent).toBe(false);
  });

  it('orders nothing when the total changed (409), and hands over the cart read again', async () => {
    const fresh: Cart = { ...cart, totals: { ...cart.totals, grand_total: 54_680 } };
    let sent: unknown = null;
    server.use(
      http.post('*/backend/api/calculator/cart/7/create-order/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { detail: 'Coșul s-a schimbat.', totals: fresh.totals },
          { status: 409 },
        );
      }),
      http.get('*/backend/api/calculator/cart/', () => HttpResponse.json(fresh)),
    );
    const shown: Cart = { ...cart, totals: { ...cart.totals, grand_total: 1_780 } };
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    act(() => result.current.mutate({ cart: shown, comment: 'După ora 17' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(sent).toEqual({ comment: 'După ora 17', expected_total: 1_780 });
    const error = result.current.error;
    expect(error).toBeInstanceOf(CartChanged);
    expect(error instanceof CartChanged && error.fresh.ok && error.fresh.data).toEqual(fresh);
    expect(guestEntry()).toEqual(fresh);
  });
});
