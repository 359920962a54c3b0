'use client';

import { hydrateOnIntent } from '@/components/hydrate-on-intent';

/**
 * The burger and its first-paint list (mobile-nav.tsx), hydrated when a finger, the pointer, focus
 * or a key first reaches them; the drawer's code is fetched alongside, as the tap that follows opens it.
 */
export const MobileNavOnIntent = hydrateOnIntent(() => {
  void import('./mobile-nav-drawer');
  return import('./mobile-nav').then((module) => module.MobileNav);
});
