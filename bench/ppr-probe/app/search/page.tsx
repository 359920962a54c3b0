import { Suspense } from 'react';
import { Results } from './results';

export default function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  return (
    <Suspense fallback={<p>…</p>}>
      <Results searchParams={searchParams} />
    </Suspense>
  );
}
