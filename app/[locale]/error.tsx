'use client';

import { ErrorOffers } from '@/features/layout/components/error-offers';
import { ErrorView } from '@/features/layout/components/error-view';

/** Spec 2 error layout: the error, then the cooperation offers. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  return (
    <>
      <ErrorView status={error.status ?? 500} onRetry={reset} />
      <ErrorOffers />
    </>
  );
}
