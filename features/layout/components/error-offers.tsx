'use client';

import dynamic from 'next/dynamic';

/**
 * The error boundary ships with every page of the locale layout, so the offers block (cards, images,
 * the API client) loads only when an error is actually shown.
 */
export const ErrorOffers = dynamic(() =>
  import('./error-offers-list').then((m) => m.ErrorOffersList),
);
