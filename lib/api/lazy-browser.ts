import type { Locale } from '../i18n/locales';
import type { Api } from './index';

/**
 * The browser's client (browser.ts, the same one), loaded on first use: parts of a page that call
 * the API only when a visitor acts (the footer's newsletter form, the mega-menu's "show all", the
 * 404 page's offers, the configurator's quote before an add) load it then instead of with the page.
 */
export async function lazyBrowserApi(locale: Locale): Promise<Api> {
  const { browserApi } = await import('./browser');
  return browserApi(locale);
}

/** Starts loading the client ahead of a likely call (a visitor focusing a form), without calling it. */
export function preloadBrowserApi(): void {
  void import('./browser');
}
