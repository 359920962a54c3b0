'use client';

import dynamic from 'next/dynamic';

/**
 * The 404 boundary ships with every page of the locale layout; its view (still server-rendered on a
 * 404 answer) loads in the browser only when it is shown.
 */
export const NotFoundView = dynamic(() => import('./not-found-content').then((m) => m.NotFoundContent));
