'use client';

import { ErrorView } from '@/features/layout/components/error-view';

export default function RouteError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  return <ErrorView status={error.status ?? 500} onRetry={reset} />;
}
