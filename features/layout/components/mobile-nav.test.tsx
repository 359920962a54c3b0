import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ru from '@/messages/ru.json';
import type { MenuCategory } from '../menu';
import { MobileNav } from './mobile-nav';

// Counts the loads of the drawer's module: it must come with the shopper's intent, not the page.
const drawerModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./mobile-nav-drawer', async (importOriginal) => {
  drawerModule.loads += 1;
  return importOriginal();
});

vi.mock('next/navigation', () => ({
  redirect: vi.fn(),
  permanentRedirect: vi.fn(),
  usePathname: () => window.location.pathname,
  useSelectedLayoutSegments: () => [],
}));

beforeAll(() => {
  // Below the 1200 px desktop breakpoint: the drawer may open.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

const products = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    title: `Classic ${i}`,
    href: `/ru/product/classic-${i}`,
  }));

const windows: MenuCategory = {
  id: 1,
  title: 'Окна',
  href: '/ru/windows',
  kind: 'mega',
  columns: [
    { title: 'Окна ПВХ', href: '/ru/windows/pvc', slug: 'pvc', total: 10, items: products(8) },
  ],
  moreColumns: 5,
  subitems: [],
  banner: null,
  calculatorHref: null,
};

const renderNav = (menu: MenuCategory[]) =>
  render(
    <NextIntlClientProvider locale="ru" messages={ru}>
      <MobileNav menu={menu} links={[]} infoPages={[]} />
    </NextIntlClientProvider>,
  );

describe('the drawer loads on intent (issue 40)', () => {
  it('is not fetched with the page; reaching the burger fetches it, and the first tap opens it', async () => {
    renderNav([windows]);
    const burger = screen.getByRole('button', { name: 'Открыть меню' });
    expect(drawerModule.loads).toBe(0);
    await userEvent.hover(burger);
    await waitFor(() => expect(drawerModule.loads).toBe(1));
    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(burger).toHaveFocus();
  });
});

describe('the mobile drawer on a mega-menu category (spec 2)', () => {
  it("shows each column's first 8 links with 'show all', and links the category page for the columns left out", async () => {
    renderNav([windows]);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await userEvent.click(await screen.findByRole('button', { name: /Окна/ }));
    const chosen = await screen.findByRole('navigation', { name: 'Окна' });
    expect(within(chosen).getAllByRole('link', { name: /Classic/ })).toHaveLength(8);
    expect(within(chosen).getByRole('button', { name: 'Показать все' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(chosen).getByRole('link', { name: 'Ещё 5 категорий' })).toHaveAttribute(
      'href',
      '/ru/windows',
    );
    expect(within(chosen).getByRole('link', { name: 'Окна ПВХ' })).toHaveAttribute(
      'href',
      '/ru/windows/pvc',
    );
  });

  it('lists the sub-categories of a category without columns', async () => {
    const subitems = [{ title: 'Жалюзи', href: '/ru/blinds/horizontal' }];
    renderNav([
      {
        ...windows,
        id: 2,
        title: 'Жалюзи',
        href: '/ru/blinds',
        kind: 'dropdown',
        columns: [],
        moreColumns: 0,
        subitems,
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await userEvent.click(await screen.findByRole('button', { name: /Жалюзи/ }));
    const chosen = await screen.findByRole('navigation', { name: 'Жалюзи' });
    expect(within(chosen).getByRole('link', { name: 'Жалюзи' })).toHaveAttribute(
      'href',
      '/ru/blinds/horizontal',
    );
    expect(within(chosen).queryByText(/Ещё/)).toBeNull();
  });
});
