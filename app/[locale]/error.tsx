'use client';

import { ErrorOffers, ErrorView } from '@/features/layout/client';

/** Spec 2 error layout: the error, then the cooperation offers. */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  return (
    <>
      <ErrorView status={error.status ?? 500} onRetry={reset} />
      <ErrorOffers />
    </>
  );
}
