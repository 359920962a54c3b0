import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { productCard } from '@/tests/fixtures/catalog';
import type { MenuColumn } from '../menu';
import { MenuColumnLinks } from './menu-column';

const requests: { url: URL; language: string | null }[] = [];
const server = setupServer(
  http.get('*/backend/products/', ({ request }) => {
    requests.push({ url: new URL(request.url), language: request.headers.get('Accept-Language') });
    return HttpResponse.json({
      count: 12,
      pages: 1,
      page: 1,
      results: Array.from({ length: 12 }, (_, i) => productCard(i)),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const column = (over: Partial<MenuColumn> = {}): MenuColumn => ({
  title: 'PVC windows',
  href: '/en/windows/pvc',
  slug: 'pvc',
  total: 12,
  items: Array.from({ length: 8 }, (_, i) => ({
    title: `Model ${i}`,
    href: `/en/product/model-${i}`,
  })),
  ...over,
});

const renderColumn = (value: MenuColumn) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <MenuColumnLinks column={value} classes={{}} />
    </NextIntlClientProvider>,
  );

const links = () => within(screen.getByRole('list')).getAllByRole('link');

describe('a menu column (spec 2: 8 links, show all / hide)', () => {
  it('loads the rest of the sub-category on "show all" once, and hides it again', async () => {
    renderColumn(column());
    expect(links()).toHaveLength(8);
    const toggle = screen.getByRole('button', { name: 'Show all' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Model 11' })).toHaveAttribute(
      'href',
      '/en/product/model-11',
    );
    expect(links()).toHaveLength(12);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.searchParams.get('category')).toBe('pvc');
    expect(requests[0]!.url.searchParams.get('page_size')).toBe('60');
    expect(requests[0]!.language).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(links()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(links()).toHaveLength(12);
    expect(requests).toHaveLength(1);
  });

  it('ends with a link to the sub-category when the list could not be loaded', async () => {
    server.use(
      http.get('*/backend/products/', () =>
        HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
      ),
    );
    renderColumn(column());
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('link', { name: 'All of PVC windows' })).toHaveAttribute(
      'href',
      '/en/windows/pvc',
    );
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('ends with a link to the sub-category when it has more products than one load brings', async () => {
    renderColumn(column({ total: 75 }));
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await screen.findByRole('link', { name: 'Model 11' });
    expect(screen.getByRole('link', { name: 'All of PVC windows' })).toBeInTheDocument();
  });

  it('shows a column it holds whole without asking the provider', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({
      title: `Offer ${i}`,
      href: `/en/product/offer-${i}`,
    }));
    renderColumn({ title: 'Offers', total: 10, items });
    expect(links()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(links()).toHaveLength(10);
    expect(requests).toHaveLength(0);
  });

  it('has no toggle when the column fits', () => {
    renderColumn(column({ total: 3, items: column().items.slice(0, 3) }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(links()).toHaveLength(3);
  });
});
