'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client component whose code is fetched the first time it renders, showing nothing until then:
 * for parts that appear on a shopper's action (modals, the chat panel, the later checkout steps).
 * React's own `lazy` in a Suspense boundary of its own, rather than next/dynamic, whose loader and
 * preload helpers (about 1.5 kB gzip) were on every page's first load only for the shell's modals
 * (issue 40), and whose server-rendered preload names a chunk Turbopack never writes (issue 39).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
