import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ErrorOffers } from './error-offers';
import { NotFoundClientView } from './not-found-client-view';

/** Only sets the answer's status: inside its own boundary, so nothing around it is lost. */
function NotFoundStatus(): never {
  notFound();
}

/**
 * The 404 page as a page's own content (issue 29): in the server's HTML with the locale layout's
 * header, search, footer and language, where a notFound() thrown by the page itself leaves the
 * server an empty `__next_error__` document that only scripts fill (the locale layout owns
 * `<html>`). The boundary's notFound() still makes the answer a 404 and, in the browser, hands the
 * page to app/[locale]/not-found.tsx, which shows the same view.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundClientView />
      <ErrorOffers />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
