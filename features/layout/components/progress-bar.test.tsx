import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@/components/link';
import en from '@/messages/en.json';
import { PROGRESS_THROTTLE_MS, ProgressBar } from './progress-bar';

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

function shell() {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <nav>
        <Link href="/en/doors">Doors</Link>
        <Link href="/en/blog?tab=2" scroll={false}>
          News
        </Link>
        <Link href="/en/cart" prefetch={false}>
          Cart
        </Link>
        <Link href="/en/windows" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </nav>
      <ProgressBar />
    </NextIntlClientProvider>
  );
}

const renderShell = () => render(shell());

describe('client-side navigation of plain links', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en');
    router.push.mockClear();
    router.prefetch.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('pushes the page through the router instead of loading a new document', () => {
    renderShell();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Doors' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/en/doors', { scroll: true });
  });

  it('keeps the scroll position for links that ask for it', () => {
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(router.push).toHaveBeenCalledWith('/en/blog?tab=2', { scroll: false });
  });

  it('leaves modified clicks and links handled by their own onClick to the browser', () => {
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Doors' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows the progress bar only when the navigation takes longer than the throttle (spec 9)', () => {
    vi.useFakeTimers();
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Doors' }));
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: en.progress.loading })).toBeInTheDocument();
  });

  it('finishes the bar when the new route arrives, then hides it', () => {
    vi.useFakeTimers();
    const { rerender } = renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Doors' }));
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'running');
    window.history.replaceState(null, '', '/en/doors');
    rerender(shell());
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'done');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('prefetches a page once when the pointer or the focus reaches its link, never a page rendered per visitor', () => {
    renderShell();
    const doors = screen.getByRole('link', { name: 'Doors' });
    fireEvent.pointerOver(doors);
    fireEvent.focusIn(doors);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Cart' }));
    expect(router.prefetch.mock.calls).toEqual([['/en/doors']]);
  });
});
