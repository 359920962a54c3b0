'use client';

import { hydrateOnIntent } from '@/components/hydrate-on-intent';

/** The language dropdown (locale-switcher.tsx), hydrated when the pointer, focus or a key first reaches it. */
export const LocaleSwitcherOnIntent = hydrateOnIntent(() =>
  import('./locale-switcher').then((module) => module.LocaleSwitcher),
);
