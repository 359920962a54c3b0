import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedProfile } from '@/features/auth/client';
import { setAccessToken, useAuthStore } from '@/features/auth/session';
import type { Cart, UserProfile } from '@/lib/api';
import { queryClient } from '@/lib/query/client';
import { QueryProvider } from '@/lib/query/provider';
import ro from '@/messages/ro.json';
import { emptyCart } from '@/tests/fixtures/cart';
import { PersonalStep } from './personal-step';

const server = setupServer();
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

const noop = () => {};
const renderStep = (cart: Cart, onNext = noop) =>
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <QueryProvider>
        <PersonalStep locale="ro" cart={cart} onBack={noop} onNext={onNext} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );

describe('the order form step (spec 4, issue 27)', () => {
  it("drops a guest form's failure once the visitor has logged in", async () => {
    server.use(
      http.post('*/api/auth/register/', () =>
        HttpResponse.json({ detail: 'Serviciul este temporar indisponibil.' }, { status: 503 }),
      ),
    );
    renderStep({ ...emptyCart, anonymous_id: 'a'.repeat(32) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Prenumele'), 'Ion');
    await user.type(screen.getByLabelText('Numele'), 'Popescu');
    await user.type(screen.getByLabelText('E-mail'), 'ion@example.md');
    await user.type(screen.getAllByLabelText(/Telefon mobil/)[0]!, '69123456');
    await user.type(screen.getByLabelText('Parola'), 'parola-sigura-1');
    await user.type(screen.getByLabelText('Repetați parola'), 'parola-sigura-1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: ro.checkout.toDelivery }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serviciul este temporar indisponibil.',
    );

    const profile = {
      id: 7,
      email: 'ion@example.md',
      first_name: 'Ion',
      last_name: 'Popescu',
      phone: '+373 (691) 234-56',
    } as UserProfile;
    act(() => {
      setAccessToken('token');
      seedProfile(profile);
      useAuthStore.setState({ userId: profile.id });
    });
    expect(screen.getByText('Comandați ca Ion Popescu (ion@example.md).')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the guest whose account this cart created go on without typing again or being asked to log in', () => {
    renderStep({
      ...emptyCart,
      checkout_account: true,
      user_details: {
        email: 'ion@example.md',
        full_name: 'Ion Popescu',
        phone: '+373 (691) 234-56',
      },
    });
    expect(
      screen.getByText(ro.checkout.guestAccountCreated.replace('{email}', 'ion@example.md')),
    ).toBeInTheDocument();
    expect(screen.getByText('Ion Popescu, +373 (691) 234-56')).toBeInTheDocument();
    expect(screen.queryByLabelText('Parola')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ro.checkout.login })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ro.checkout.toDelivery })).toBeVisible();
  });

  it('goes on without an account when the sign-up limit refuses the guest (issue 39)', async () => {
    const cart = { ...emptyCart, anonymous_id: 'a'.repeat(32) };
    let details: unknown = null;
    server.use(
      http.post('*/api/auth/register/', () =>
        HttpResponse.json({ detail: 'Prea multe încercări.' }, { status: 429 }),
      ),
      http.post('*/api/calculator/cart/:id/set-user-details/', async ({ request }) => {
        details = await request.json();
        return HttpResponse.json({ ...cart, user_details: details });
      }),
    );
    let went = false;
    renderStep(cart, () => {
      went = true;
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Prenumele'), 'Ion');
    await user.type(screen.getByLabelText('Numele'), 'Popescu');
    await user.type(screen.getByLabelText('E-mail'), 'ion@example.md');
    await user.type(screen.getAllByLabelText(/Telefon mobil/)[0]!, '69123456');
    await user.type(screen.getByLabelText('Parola'), 'parola-sigura-1');
    await user.type(screen.getByLabelText('Repetați parola'), 'parola-sigura-1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: ro.checkout.toDelivery }));
    await vi.waitFor(() => expect(went).toBe(true));
    expect(details).toEqual({
      email: 'ion@example.md',
      full_name: 'Ion Popescu',
      phone: '+373 (691) 234-56',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(JSON.stringify(window.sessionStorage)).not.toContain('parola-sigura-1');
  });
});
