import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedProfile, useAuthStore } from '@/features/auth/client';
import { setAccessToken } from '@/features/auth/session';
import { openModal, useModalStore } from '@/features/modals';
import type { Order, UserAddress, UserProfile } from '@/lib/api';
import { queryClient } from '@/lib/query/client';
import { placedOrder, savedAddress } from '@/tests/fixtures/account';
import ro from '@/messages/ro.json';
import { accountMessages } from '../messages';
import { ProfileModal } from './profile-modal';

// Partial: only the router needs a stand-in (signing out goes home); the rest stays the real module.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const profile: UserProfile = {
  id: 3,
  email: 'ion@example.com',
  first_name: 'Ion',
  last_name: 'Popescu',
  phone: '+373 (691) 234-56',
  bonus_balance: { amount: 1_250, currency: 'EUR' },
  addresses: [],
};

const order: Order = {
  ...placedOrder,
  items: [
    {
      name: 'Fereastră PVC',
      category: '',
      image: '',
      product_id: null,
      calculator_type_id: null,
      configuration: null,
      description: ['1200 × 1400 mm'],
      unit: 'piece',
      quantity: 1,
      price: 45_000,
      total: 45_000,
    },
  ],
  totals: { ...placedOrder.totals, grand_total: 45_000 },
};

const server = setupServer(
  http.get('*/backend/api/calculator/orders/', () =>
    HttpResponse.json({ count: 1, pages: 1, page: 1, results: [order] }),
  ),
);

/** happy-dom has no layout: the media query answers what the test's viewport would. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seedProfile(profile);
  useAuthStore.setState({ userId: profile.id });
  openModal('profile');
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  useModalStore.getState().closeAll();
  useAuthStore.setState({ userId: null });
  setAccessToken(null);
  queryClient().clear();
});
afterAll(() => server.close());

/** Messages a render asked for and did not find: the island gets only `accountMessages` (every page carries them). */
let missing: string[] = [];
afterEach(() => {
  expect(missing).toEqual([]);
  missing = [];
});

const renderProfile = () =>
  render(
    <NextIntlClientProvider
      locale="ro"
      messages={accountMessages(ro)}
      onError={(error) => missing.push(error.message)}
    >
      <ProfileModal />
    </NextIntlClientProvider>,
  );

describe('profile dialog', () => {
  it('preselects the settings with the user data at 992 px and wider', () => {
    viewport(1280);
    renderProfile();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: ro.account.settings })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: ro.account.settings })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(dialog).getByLabelText(ro.auth.firstName)).toHaveValue('Ion');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ion@example.com');
    expect(within(dialog).queryByRole('button', { name: ro.account.back })).toBeNull();
    expect(within(dialog).getByRole('button', { name: ro.auth.close })).toBeInTheDocument();
  });

  it('keeps the address after an e-mail change and says where the confirmation link went (issue 37)', async () => {
    viewport(1280);
    let sent: Record<string, unknown> = {};
    server.use(
      http.patch('*/backend/api/auth/me/', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...profile, email_pending: 'nou@example.com' });
      }),
    );
    renderProfile();
    const dialog = screen.getByRole('dialog');
    const email = within(dialog).getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'nou@example.com');
    await userEvent.type(
      within(dialog).getByLabelText(ro.account.currentPassword),
      'parola-veche-1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: ro.account.save }));
    expect(
      await within(dialog).findByText(
        ro.account.emailPending.replace('{email}', 'nou@example.com'),
      ),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({ email: 'nou@example.com', current_password: 'parola-veche-1' });
    expect(email).toHaveValue('ion@example.com');
  });

  it('on a phone shows the section list first, one section at a time with a back arrow', async () => {
    viewport(375);
    const user = userEvent.setup();
    renderProfile();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText(ro.auth.firstName)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: ro.account.orders }));
    expect(
      await within(dialog).findByText(ro.account.orderNumber.replace('{nr}', '000041')),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: ro.account.settings })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: ro.account.back }));
    expect(within(dialog).getByRole('button', { name: ro.account.settings })).toBeInTheDocument();
  });

  it('details an order with every line of its total, in the locale’s numbers and units (issue 39)', async () => {
    viewport(1280);
    server.use(
      http.get('*/backend/api/calculator/orders/', () =>
        HttpResponse.json({
          count: 1,
          pages: 1,
          results: [
            {
              ...order,
              items: [
                {
                  ...order.items[0]!,
                  name: 'Pervaz',
                  unit: 'metre',
                  quantity: 3.5,
                  price: 190,
                  total: 665,
                },
                { ...order.items[0]!, quantity: 1, price: 41_900, total: 41_900 },
              ],
              delivery_details: { delivery_type: 'delivery', address_id: 7, address: null },
              totals: {
                total: 42_565,
                quantity_discount: 0,
                new_total: 42_565,
                delivery: 4_900,
                bonuses: 0,
                net_total: 39_554,
                vat: 7_911,
                grand_total: 47_465,
              },
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: ro.account.orders }));
    await user.click(await screen.findByRole('button', { name: ro.account.details }));
    expect(screen.getByText('3,5 m')).toBeInTheDocument();
    expect(screen.getByText('1 buc.')).toBeInTheDocument();
    const totals = screen.getByTestId('order-totals');
    const line = (term: string) =>
      within(totals).getByText(term).closest('div')!.textContent!.replace(/\s/g, ' ');
    expect(line(ro.checkout.totals.delivery)).toMatch(/49,00 €/);
    expect(line(ro.checkout.totals.vat)).toMatch(/79,11 €/);
    expect(line(ro.checkout.totals.net)).toMatch(/395,54 €/);
    expect(line(ro.checkout.totals.grandTotal)).toMatch(/474,65 €/);
  });

  it('offers to pay a card order awaiting payment, and only that one (issue 39)', async () => {
    viewport(1280);
    server.use(
      http.get('*/backend/api/calculator/orders/', () =>
        HttpResponse.json({
          count: 2,
          pages: 1,
          results: [
            {
              ...order,
              id: 50,
              nr: 'FM-2026-00050',
              status: 'awaiting_payment',
              payment_method: 1,
            },
            {
              ...order,
              id: 51,
              nr: 'FM-2026-00051',
              status: 'awaiting_payment',
              payment_method: 3,
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: ro.account.orders }));
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]!).getByRole('button', { name: ro.account.payNow })).toBeEnabled();
    expect(within(cards[1]!).queryByRole('button', { name: ro.account.payNow })).toBeNull();
  });

  it('shows the bonus balance in euros', async () => {
    viewport(1280);
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: ro.account.bonuses }));
    expect(screen.getByText(/12,50\s?€/)).toBeInTheDocument();
  });

  it('refreshes an expired token once and reads the orders again (spec 4)', async () => {
    viewport(1280);
    setAccessToken('expired');
    const authorizations: (string | null)[] = [];
    let refreshes = 0;
    server.use(
      http.post(
        '*/session/refresh',
        () => (refreshes++, HttpResponse.json({ access: 'fresh', user: null })),
      ),
      http.get('*/backend/api/calculator/orders/', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({ count: 1, pages: 1, page: 1, results: [order] })
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: ro.account.orders }));
    expect(
      await screen.findByText(ro.account.orderNumber.replace('{nr}', '000041')),
    ).toBeInTheDocument();
    expect(authorizations).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(refreshes).toBe(1);
  });

  it('lists the addresses, asks before deleting one, and reads them again after', async () => {
    viewport(1280);
    let addresses = [savedAddress];
    server.use(
      http.get('*/backend/localities/regions', () => HttpResponse.json([])),
      http.get('*/backend/api/auth/me/addresses/', () => HttpResponse.json(addresses)),
      http.delete(
        '*/backend/api/auth/me/addresses/:id/',
        () => ((addresses = []), new HttpResponse(null, { status: 204 })),
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: ro.account.addresses }));
    expect(await screen.findByText(/Bălți, Ștefan cel Mare 1, 2/)).toBeInTheDocument();
    const deleteButton = screen.getByRole('button', { name: ro.account.deleteAddress });
    // Issue 39: a question first; keeping it sends nothing and gives the focus back.
    await user.click(deleteButton);
    const question = ro.account.confirmDeleteAddress.replace(
      '{address}',
      'Bălți, Ștefan cel Mare 1',
    );
    expect(screen.getByRole('group', { name: question })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ro.account.keepAddress })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: ro.account.keepAddress }));
    expect(screen.getByRole('button', { name: ro.account.deleteAddress })).toHaveFocus();
    expect(addresses).toHaveLength(1);
    expect(screen.getByText(/Bălți, Ștefan cel Mare 1, 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ro.account.deleteAddress }));
    await user.click(screen.getByRole('button', { name: ro.account.confirmDelete }));
    expect(await screen.findByText(ro.account.noAddresses)).toBeInTheDocument();
    expect(addresses).toHaveLength(0);
  });

  it('opens the address form with its labels from the account’s own messages', async () => {
    viewport(1280);
    server.use(
      http.get('*/backend/localities/regions', () => HttpResponse.json([])),
      http.get('*/backend/api/auth/me/addresses/', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: ro.account.addresses }));
    await user.click(await screen.findByRole('button', { name: ro.account.addAddress }));
    for (const label of [ro.checkout.firstName, ro.checkout.street, ro.checkout.house])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
  });

  // A failed read is not "no orders" or "no addresses": the dialog says so and reads again on request.
  it('says the orders and the addresses could not be read, and reads them again on request', async () => {
    viewport(1280);
    let down = true;
    server.use(
      http.get('*/backend/api/calculator/orders/', () =>
        down
          ? HttpResponse.json({ detail: 'down' }, { status: 503 })
          : HttpResponse.json({ count: 1, pages: 1, page: 1, results: [order] }),
      ),
      http.get('*/backend/localities/regions', () => HttpResponse.json([])),
      http.get('*/backend/api/auth/me/addresses/', () =>
        down ? HttpResponse.json({ detail: 'down' }, { status: 503 }) : HttpResponse.json([]),
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: ro.account.orders }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ro.account.ordersFailed);
    expect(screen.queryByText(ro.account.noOrders)).toBeNull();
    down = false;
    await user.click(screen.getByRole('button', { name: ro.account.retry }));
    expect(await screen.findByRole('button', { name: ro.account.details })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    down = true;
    await user.click(screen.getByRole('button', { name: ro.account.addresses }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ro.account.addressesFailed);
    expect(screen.queryByText(ro.account.noAddresses)).toBeNull();
    down = false;
    await user.click(screen.getByRole('button', { name: ro.account.retry }));
    expect(await screen.findByText(ro.account.noAddresses)).toBeInTheDocument();
  });

  // A select without its options drops the value it opened with: the form waits for the cities.
  it('opens an address to edit once the cities are read, not before', async () => {
    viewport(1280);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const address: UserAddress = { ...savedAddress, region_name: 'Nord', city: 7 };
    server.use(
      http.get('*/backend/localities/regions', async () => {
        await released;
        return HttpResponse.json([{ id: 1, name: 'Nord', cities: [{ id: 7, name: 'Bălți' }] }]);
      }),
      http.get('*/backend/api/auth/me/addresses/', () => HttpResponse.json([address])),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: ro.account.addresses }));
    await user.click(await screen.findByRole('button', { name: ro.account.editAddress }));
    expect(screen.getByRole('status')).toHaveTextContent(ro.account.citiesLoading);
    expect(screen.queryByRole('combobox')).toBeNull();
    release();
    const city = await screen.findByRole('combobox', { name: ro.checkout.city });
    expect(within(city).getByRole('option', { name: 'Bălți' })).toHaveValue('7');
  });
});
