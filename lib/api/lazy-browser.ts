import type { Locale } from '../i18n/locales';
import type { Api } from './index';

/**
 * The browser's API client, loaded on first use. With it come every answer schema and zod (about
 * 90 kB gzip). The parts of the layout that are on every page call the API only on some pages or
 * when a visitor acts (the footer's newsletter form, the mega-menu's "show all", the 404 page's
 * offers), so they load it then instead of with every page.
 */
export async function lazyBrowserApi(locale: Locale): Promise<Api> {
  const { browserApi } = await import('./browser');
  return browserApi(locale);
}

/** Starts loading the client ahead of a likely call (a visitor focusing a form), without calling it. */
export function preloadBrowserApi(): void {
  void import('./browser');
}
