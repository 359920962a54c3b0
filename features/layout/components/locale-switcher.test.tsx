import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ro from '@/messages/ro.json';
import { LocaleSwitcher } from './locale-switcher';

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const renderSwitcher = () =>
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <LocaleSwitcher />
    </NextIntlClientProvider>,
  );

describe('the language switcher (issue 27: changing language keeps the state)', () => {
  it('keeps the configuration in the query of every language link', async () => {
    window.history.replaceState(null, '', '/calculators?type=2&s.width=1500');
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: ro.common.chooseLanguage }));
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/calculators?type=2&s.width=1500');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/calculators?type=2&s.width=1500');
    expect(screen.getByRole('link', { name: 'Română' })).toHaveAttribute('href', '/calculators?type=2&s.width=1500');
  });

  it('takes the query the page has when the menu opens, also one changed without a render', async () => {
    window.history.replaceState(null, '', '/lucrari');
    renderSwitcher();
    // The configurator writes its state to the URL outside the router (features/calculator/url-sync).
    window.history.pushState(null, '', '/lucrari?page=2');
    await userEvent.click(screen.getByRole('button', { name: ro.common.chooseLanguage }));
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/raboty?page=2');
  });

  it('adds nothing to a page without a query', async () => {
    window.history.replaceState(null, '', '/cos');
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: ro.common.chooseLanguage }));
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it/cart');
  });
});
