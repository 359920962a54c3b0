'use client';

import { lazyPart } from '@/components/lazy-part';

/**
 * The error boundary ships with every page of the locale layout, so the offers block (cards, images,
 * the API client) loads only when an error is actually shown.
 */
export const ErrorOffers = lazyPart(() =>
  import('./error-offers-list').then((module) => module.ErrorOffersList),
);
