'use client';

import { ErrorOffers, NotFoundView } from '@/features/layout/client';

/**
 * Spec 2 error layout: the 404 view, then the cooperation offers. A client component: with the
 * document in the [locale] layout (so pages can be cached), Next paints a notFound() of this root
 * layout in the browser from the payload of the same 404 answer, and there only the locale layout's
 * NextIntlClientProvider knows the locale (a server getLocale() here fell back to the default).
 */
export default function NotFound() {
  return (
    <>
      <NotFoundView />
      <ErrorOffers />
    </>
  );
}
