'use client';

import dynamic from 'next/dynamic';

/** The error boundary ships with every page; its view loads only when an error is shown. */
export const ErrorView = dynamic(() => import('./error-content').then((m) => m.ErrorContent));
