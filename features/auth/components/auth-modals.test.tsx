import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { emptyCart } from '@/tests/fixtures/cart';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The cart listens to the session as on a page, where the header's badge loads it: the login reads the customer's cart.
import '@/features/cart/actions';
import { openModal, useModalStore } from '@/features/modals';
import type { Cart, UserProfile } from '@/lib/api';
import { queryClient } from '@/lib/query/client';
import ro from '@/messages/ro.json';
import { useAuthStore } from '../auth-state';
import { setAccessToken } from '../token';
import { LoginModal, RegistrationModal } from './auth-modals';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useModalStore.getState().closeAll();
  useAuthStore.setState({ userId: null });
  queryClient().clear();
  setAccessToken(null);
});
afterAll(() => server.close());

const renderWithMessages = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      {ui}
    </NextIntlClientProvider>,
  );

describe('login modal', () => {
  beforeEach(() => openModal('auth'));

  it('shows field errors only after the first submit', async () => {
    const user = userEvent.setup();
    renderWithMessages(<LoginModal />);
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(screen.queryByText(ro.validation.invalid_email)).not.toBeInTheDocument();
    expect(screen.queryByText(ro.validation.required)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ro.auth.loginSubmit }));
    expect(await screen.findByText(ro.validation.invalid_email)).toBeInTheDocument();
    expect(screen.getByText(ro.validation.required)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's last field error when the login fails", async () => {
    let posted: unknown = null;
    server.use(
      http.post('*/session/login', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(
          {
            email: ['Primul mesaj'],
            password: ['Prea multe încercări', 'Date de autentificare incorecte'],
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithMessages(<LoginModal />);
    await user.type(screen.getByLabelText('E-mail'), 'client@example.com');
    await user.type(screen.getByLabelText(ro.auth.password), 'parola-gresita');
    await user.click(screen.getByRole('button', { name: ro.auth.loginSubmit }));

    expect(await screen.findByText('Date de autentificare incorecte')).toBeInTheDocument();
    expect(screen.queryByText('Primul mesaj')).not.toBeInTheDocument();
    expect(posted).toEqual({ email: 'client@example.com', password: 'parola-gresita' });
    expect(useModalStore.getState().opened).toContain('auth');
    expect(screen.getByRole('button', { name: ro.auth.loginSubmit })).toBeEnabled();
  });

  it('shows the detail of a failure without field errors', async () => {
    server.use(
      http.post('*/session/login', () =>
        HttpResponse.json({ detail: 'Contul este blocat temporar' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderWithMessages(<LoginModal />);
    await user.type(screen.getByLabelText('E-mail'), 'client@example.com');
    await user.type(screen.getByLabelText(ro.auth.password), 'x');
    await user.click(screen.getByRole('button', { name: ro.auth.loginSubmit }));
    expect(await screen.findByText('Contul este blocat temporar')).toBeInTheDocument();
  });

  it('signs in, keeps the access token in memory and closes', async () => {
    const profile = {
      id: 1,
      email: 'client@example.com',
      first_name: 'Ion',
      last_name: 'Popescu',
      phone: '+373 (691) 234-56',
      bonus_balance: { amount: 0, currency: 'EUR' },
      addresses: [],
    };
    const cart: Cart = { ...emptyCart, id: 5, cartId: 5, anonymous_id: 'b'.repeat(32) };
    server.use(
      http.post('*/session/login', () =>
        HttpResponse.json({ access: 'access-token', user: profile }),
      ),
      http.get('*/backend/api/calculator/cart/', ({ request }) =>
        request.headers.get('authorization') === 'Bearer access-token'
          ? HttpResponse.json(cart)
          : HttpResponse.json({ detail: 'no' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderWithMessages(<LoginModal />);
    await user.type(screen.getByLabelText('E-mail'), 'client@example.com');
    await user.type(screen.getByLabelText(ro.auth.password), 'parola-sigura-1');
    await user.click(screen.getByRole('button', { name: ro.auth.loginSubmit }));
    await waitFor(() => expect(useModalStore.getState().opened).not.toContain('auth'));
    expect(useAuthStore.getState().userId).toBe(1);
    expect(queryClient().getQueryData<UserProfile>(['account', 1, 'profile'])?.first_name).toBe(
      'Ion',
    );
    expect(queryClient().getQueryData<Cart>(['cart', 1, 'ro'])).toMatchObject({ id: 5 });
    expect(document.cookie).not.toContain('access-token');
  });
});

describe('registration modal', () => {
  beforeEach(() => openModal('registration'));

  it('shows the first message of the last error field on failure', async () => {
    server.use(
      http.post('*/backend/api/auth/register/', () =>
        HttpResponse.json(
          { phone: ['Telefon ocupat'], email: ['E-mailul este deja folosit', 'Al doilea mesaj'] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithMessages(<RegistrationModal />);
    await user.type(screen.getByLabelText(ro.auth.firstName), 'Ion');
    await user.type(screen.getByLabelText(ro.auth.lastName), 'Popescu');
    await user.type(screen.getByLabelText('E-mail'), 'client@example.com');
    await user.type(screen.getByLabelText(ro.auth.phone), '69123456');
    await user.type(screen.getByLabelText(ro.auth.password, { exact: true }), 'parola-sigura-1');
    await user.type(screen.getByLabelText(ro.auth.repeatPassword), 'parola-sigura-1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: ro.auth.registerSubmit }));
    expect(await screen.findByText('E-mailul este deja folosit')).toBeInTheDocument();
    expect(screen.queryByText('Al doilea mesaj')).not.toBeInTheDocument();
    expect(screen.queryByText('Telefon ocupat')).not.toBeInTheDocument();
  });
});
