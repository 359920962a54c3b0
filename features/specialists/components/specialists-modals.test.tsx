import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openModal, useModal, useModalStore } from '@/features/modals';
import type { Specialist } from '@/lib/api';
import { queryClient } from '@/lib/query/client';
import ro from '@/messages/ro.json';
import { useSpecialistsStore } from '../store';
import { SpecialistsModals } from './specialists-modals';

const specialist = (id: number, name: string, city: string): Specialist => ({
  id,
  name,
  photo: null,
  city,
  city_key: city.toLowerCase(),
  specialty: 'Montator',
  rating: 4.5,
  price: 0,
  currency: 'EUR',
  checks: 3,
  prices: [],
  phones: [],
  email: null,
});

const cities = {
  default: 'chisinau',
  cities: [
    { key: 'chisinau', name: 'Chișinău' },
    { key: 'balti', name: 'Bălți' },
  ],
};
let asked: string[] = [];
const server = setupServer(
  http.get('*/backend/specialists/cities/', () => HttpResponse.json(cities)),
  http.get('*/backend/specialists/', ({ request }) => {
    const city = new URL(request.url).searchParams.get('city') ?? '';
    asked.push(city);
    return HttpResponse.json({
      city,
      results:
        city === 'balti'
          ? [specialist(1, 'Ion Rusu', 'Bălți')]
          : [specialist(2, 'Ana Lungu', 'Chișinău')],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queryClient().clear();
  useModalStore.getState().closeAll();
  useSpecialistsStore.setState({ city: null });
  asked = [];
});
afterAll(() => server.close());

function Flow() {
  return (
    <SpecialistsModals
      find={useModal('find_spec').isOpen}
      choose={useModal('find_spec_choose').isOpen}
      details={useModal('specialist').isOpen}
    />
  );
}

const renderFlow = () =>
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <Flow />
    </NextIntlClientProvider>,
  );

describe('the specialists finder (spec 2: find_spec → find_spec_choose)', () => {
  it('lists the specialists of the chosen city, and a city seen once opens without asking again', async () => {
    renderFlow();
    act(() => openModal('find_spec'));
    const user = userEvent.setup();
    const city = await screen.findByLabelText(ro.specialists.city);
    expect(city).toHaveValue('chisinau');
    await user.selectOptions(city, 'balti');
    await user.click(screen.getByRole('button', { name: ro.specialists.show }));
    const list = await screen.findByRole('dialog', { name: 'Specialiști: Bălți' });
    expect(within(list).getByRole('heading', { name: 'Ion Rusu' })).toBeInTheDocument();
    expect(asked).toEqual(['balti']);

    await user.click(within(list).getByRole('button', { name: ro.specialists.changeCity }));
    await user.click(await screen.findByRole('button', { name: ro.specialists.show }));
    expect(await screen.findByRole('heading', { name: 'Ion Rusu' })).toBeInTheDocument();
    expect(asked).toEqual(['balti']);
  });

  it('offers the list again after a failure', async () => {
    let failures = 1;
    server.use(
      http.get('*/backend/specialists/', () =>
        failures-- > 0
          ? HttpResponse.json({ detail: 'down' }, { status: 503 })
          : HttpResponse.json({
              city: 'chisinau',
              results: [specialist(2, 'Ana Lungu', 'Chișinău')],
            }),
      ),
    );
    renderFlow();
    act(() => openModal('find_spec_choose'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ro.specialists.failed);
    await userEvent
      .setup()
      .click(within(alert).getByRole('button', { name: ro.specialists.retry }));
    expect(await screen.findByRole('heading', { name: 'Ana Lungu' })).toBeInTheDocument();
  });
});
