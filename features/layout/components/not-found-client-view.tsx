'use client';

import { NotFoundView } from './not-found-view';

/**
 * The 404 view as a client component, so that it takes the visitor's language from the locale
 * layout's NextIntlClientProvider when a page renders it (a server render of the view fell back to
 * the default language on the pages cached by ISR).
 */
export function NotFoundClientView() {
  return <NotFoundView />;
}
