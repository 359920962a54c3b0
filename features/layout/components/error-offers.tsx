'use client';

import { lazy, Suspense } from 'react';

/**
 * The error boundary ships with every page of the locale layout, so the offers block (cards, images,
 * the API client) loads only when an error is actually shown. React's lazy rather than next/dynamic:
 * Turbopack's loadable manifest names a chunk for next/dynamic's server-rendered preload that the
 * build never writes, so every 404 page asked for a script that answered 404 (issue 39).
 */
const ErrorOffersList = lazy(() =>
  import('./error-offers-list').then((m) => ({ default: m.ErrorOffersList })),
);

export function ErrorOffers() {
  return (
    <Suspense fallback={null}>
      <ErrorOffersList />
    </Suspense>
  );
}
