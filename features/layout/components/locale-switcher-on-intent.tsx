'use client';

import { hydrateOnIntent } from '@/components/hydrate-on-intent';
// The styles come with the page, not with the code: the server's markup needs them from the first paint.
import './locale-switcher.module.scss';

/** The language dropdown (locale-switcher.tsx), hydrated when the pointer, focus or a key first reaches it. */
export const LocaleSwitcherOnIntent = hydrateOnIntent(() =>
  import('./locale-switcher').then((module) => module.LocaleSwitcher),
);
