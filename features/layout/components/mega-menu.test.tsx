import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import ru from '@/messages/ru.json';
import type { MenuCategory } from '../menu';
import { MegaMenu } from './mega-menu';

const windows: MenuCategory = {
  id: 1,
  title: 'Окна',
  href: '/ru/windows',
  kind: 'mega',
  columns: [
    {
      title: 'Окна ПВХ',
      href: '/ru/windows/pvc',
      slug: 'pvc',
      total: 2,
      items: [{ title: 'Classic 70', href: '/ru/product/classic-70' }],
    },
  ],
  moreColumns: 0,
  subitems: [],
  banner: null,
  calculatorHref: null,
};

const renderMenu = (menu: MenuCategory[]) =>
  render(
    <NextIntlClientProvider locale="ru" messages={ru}>
      <MegaMenu menu={menu} label="Главное меню" />
    </NextIntlClientProvider>,
  );

describe('the mega-menu panel', () => {
  it("links the category page for the columns it leaves out, counted in the visitor's language", () => {
    renderMenu([{ ...windows, moreColumns: 5 }]);
    const panel = document.getElementById('mega-panel-1')!;
    expect(within(panel).getByText('Ещё 5 категорий').closest('a')).toHaveAttribute(
      'href',
      '/ru/windows',
    );
  });

  it('has no such link when every column fits', () => {
    renderMenu([windows]);
    expect(screen.queryByText(/Ещё/)).toBeNull();
    expect(
      within(document.getElementById('mega-panel-1')!).getByText('Classic 70').closest('a'),
    ).toHaveAttribute('href', '/ru/product/classic-70');
  });

  it('stays open when the pointer that opened it clicks the toggle', () => {
    renderMenu([windows]);
    const toggle = screen.getByRole('button', { name: 'Подменю «Окна»' });
    fireEvent.mouseEnter(toggle.closest('li')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(toggle.closest('li')!);
  });

  it('opens and closes on the toggle without a pointer (touch, keyboard)', () => {
    renderMenu([windows]);
    const toggle = screen.getByRole('button', { name: 'Подменю «Окна»' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
