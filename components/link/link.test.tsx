import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from './link';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en',
  useSearchParams: () => new URLSearchParams(),
  redirect: vi.fn(),
  permanentRedirect: vi.fn(),
}));

const inLocale = (locale: Locale, ui: ReactNode) =>
  render(<NextIntlClientProvider locale={locale}>{ui}</NextIntlClientProvider>);

describe('Link: the framework’s link for pages of the shop', () => {
  it('keeps a localized href exactly as the page gave it, in the default and another language', () => {
    inLocale('en', <Link href="/en/windows/pvc?page=2#list">Windows</Link>);
    expect(screen.getByRole('link', { name: 'Windows' })).toHaveAttribute(
      'href',
      '/en/windows/pvc?page=2#list',
    );
    inLocale('ro', <Link href="/ferestre">Ferestre</Link>);
    expect(screen.getByRole('link', { name: 'Ferestre' })).toHaveAttribute('href', '/ferestre');
    inLocale('ru', <Link href="/ru">Главная</Link>);
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru');
  });

  it('takes next-intl’s typed hrefs, localized and prefixed in the page’s language', () => {
    inLocale('ru', <Link href={{ pathname: '/cart' }}>Корзина</Link>);
    expect(screen.getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/ru/korzina');
    inLocale(
      'ro',
      <Link href={{ pathname: '/contacts/[slug]', params: { slug: 'chisinau' } }}>Chișinău</Link>,
    );
    expect(screen.getByRole('link', { name: 'Chișinău' })).toHaveAttribute(
      'href',
      '/contacte/chisinau',
    );
  });

  it('leaves phone numbers, files and other languages’ pages as plain anchors, with their attributes', () => {
    inLocale(
      'en',
      <>
        <Link href="tel:+37322000000">Call</Link>
        <Link href="/docs/warranty.pdf" download>
          Warranty
        </Link>
        <Link href="/ru/okna" hrefLang="ru">
          Окна
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+37322000000');
    expect(screen.getByRole('link', { name: 'Warranty' })).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Окна' })).toHaveAttribute('href', '/ru/okna');
  });
});
