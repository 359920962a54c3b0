import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ro from '@/messages/ro.json';
import { LocaleSwitcher } from './locale-switcher';

// The route's segments below app/[locale], as the router gives them for the page each test opens.
let segments: string[] = [];
vi.mock('next/navigation', () => ({
  redirect: vi.fn(),
  permanentRedirect: vi.fn(),
  usePathname: () => window.location.pathname,
  useSelectedLayoutSegments: () => segments,
}));

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const renderSwitcher = (route: string[]) => {
  segments = route;
  return render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <LocaleSwitcher infoPages={[]} />
    </NextIntlClientProvider>,
  );
};

describe('the language switcher (issue 27: changing language keeps the state)', () => {
  it('keeps the configuration in the query of every language link', async () => {
    window.history.replaceState(null, '', '/calculators?type=2&s.width=1500');
    renderSwitcher(['calculators']);
    await userEvent.click(screen.getByRole('button', { name: ro.common.chooseLanguage }));
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute(
      'href',
      '/ru/calculators?type=2&s.width=1500',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/calculators?type=2&s.width=1500',
    );
    expect(screen.getByRole('link', { name: 'Română' })).toHaveAttribute(
      'href',
      '/calculators?type=2&s.width=1500',
    );
  });

  it('takes the query the page has when the menu opens, also one changed without a render', async () => {
    window.history.replaceState(null, '', '/lucrari');
    renderSwitcher(['works']);
    // The configurator writes its state to the URL outside the router (features/calculator/url-sync).
    window.history.pushState(null, '', '/lucrari?page=2');
    await userEvent.click(screen.getByRole('button', { name: ro.common.chooseLanguage }));
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute(
      'href',
      '/ru/raboty?page=2',
    );
  });

  it('adds nothing to a page without a query', async () => {
    window.history.replaceState(null, '', '/cos');
    renderSwitcher(['cart']);
    await userEvent.click(screen.getByRole('button', { name: ro.common.chooseLanguage }));
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it/cart');
  });
});

describe("the language switcher in the server's HTML (issue 29)", () => {
  const serverLinks = (route: string[]) => {
    segments = route;
    const html = renderToString(
      <NextIntlClientProvider locale="ro" messages={ro}>
        <LocaleSwitcher
          infoPages={[
            {
              en: 'privacy-policy',
              ro: 'politica-de-confidentialitate',
              ru: 'politika-konfidentsialnosti',
            },
          ]}
        />
      </NextIntlClientProvider>,
    );
    return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
  };

  it('links each language to the same page under its own slug, before any script runs', () => {
    // What the browser holds plays no part on the server: the route's segments do.
    window.history.replaceState(null, '', '/elsewhere?utm=x');
    expect(serverLinks(['info', 'politica-de-confidentialitate'])).toEqual([
      '/info/politica-de-confidentialitate',
      '/en/info/privacy-policy',
      '/ru/info/politika-konfidentsialnosti',
      '/it/info/privacy-policy',
    ]);
    expect(serverLinks(['contacts', 'centru'])).toEqual([
      '/contacte/centru',
      '/en/contacts/centru',
      '/ru/kontakty/centru',
      '/it/contacts/centru',
    ]);
  });
});
