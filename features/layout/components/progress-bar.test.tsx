import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationStarts } from '@/components/link';
import en from '@/messages/en.json';
import { PROGRESS_THROTTLE_MS, ProgressBar } from './progress-bar';

// Partial: the store's entry (components/link) also brings the shop's Link, which reads the rest.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const shell = () => (
  <NextIntlClientProvider locale="en" messages={en}>
    <ProgressBar />
  </NextIntlClientProvider>
);

/** What next/link reports through the shop's Link when a click starts a client-side navigation. */
const navigationStarts = () => act(() => useNavigationStarts.getState().started());

describe('the navigation progress bar (spec 4 and 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/en');
  });

  it('stays hidden until a navigation has taken longer than the throttle', () => {
    vi.useFakeTimers();
    render(shell());
    expect(screen.queryByRole('progressbar')).toBeNull();
    navigationStarts();
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: en.progress.loading })).toHaveAttribute(
      'data-state',
      'running',
    );
  });

  it('never shows for a navigation that arrives within the throttle', () => {
    vi.useFakeTimers();
    const { rerender } = render(shell());
    navigationStarts();
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 50));
    window.history.replaceState(null, '', '/en/doors');
    rerender(shell());
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('finishes the bar when the new route arrives, then hides it', () => {
    vi.useFakeTimers();
    const { rerender } = render(shell());
    navigationStarts();
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'running');
    window.history.replaceState(null, '', '/en/doors');
    rerender(shell());
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'done');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
