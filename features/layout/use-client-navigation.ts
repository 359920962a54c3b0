'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { clickNavigation, prefetchTarget } from '@/lib/navigation/client-navigation';

function anchorOf(event: Event): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Client-side navigation for every plain link of the shop (components/link), from one listener on
 * the document: a click pushes the page through the App Router, hover, focus and touch prefetch it
 * once. `onNavigate` hears of each navigation to another page (the progress bar starts on it).
 * React's own handlers run first (its root listener was registered at hydration), so a link whose
 * onClick prevents the default is left alone.
 */
export function useClientNavigation(onNavigate: () => void) {
  const router = useRouter();
  const notify = useRef(onNavigate);
  useEffect(() => {
    notify.current = onNavigate;
  });

  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      const navigation = anchor && clickNavigation(event, anchor, window.location);
      if (!navigation) return;
      event.preventDefault();
      if (anchor.pathname !== window.location.pathname || anchor.search !== window.location.search) notify.current();
      router.push(navigation.href, { scroll: navigation.scroll });
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const href = anchor && prefetchTarget(anchor, window.location);
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const passive = { passive: true } as const;
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, passive);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, passive);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [router]);
}
