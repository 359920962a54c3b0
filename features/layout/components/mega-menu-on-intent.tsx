'use client';

import { hydrateOnIntent } from '@/components/hydrate-on-intent';

/** The category bar (mega-menu.tsx), hydrated when the pointer, focus or a key first reaches it. */
export const MegaMenuOnIntent = hydrateOnIntent(() =>
  import('./mega-menu').then((module) => module.MegaMenu),
);
