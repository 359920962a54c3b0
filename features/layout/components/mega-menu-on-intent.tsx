'use client';

import { hydrateOnIntent } from '@/components/hydrate-on-intent';
// The styles come with the page, not with the code: the server's markup needs them from the first paint.
import './mega-menu.module.scss';

/** The category bar (mega-menu.tsx), hydrated when the pointer, focus or a key first reaches it. */
export const MegaMenuOnIntent = hydrateOnIntent(() =>
  import('./mega-menu').then((module) => module.MegaMenu),
);
