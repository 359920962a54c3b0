import type { Locale } from '../i18n/locales';
import type { Api } from './index';

/**
 * The browser's API client, loaded on first use. With it come every answer schema and zod (about
 * 90 kB gzip); the parts of the layout that are on every page (the footer's newsletter form, the
 * mega-menu's "show all", the error page's offers) call the API only when a visitor acts, so they
 * load it then instead of with the page.
 */
export async function lazyBrowserApi(locale: Locale): Promise<Api> {
  const { browserApi } = await import('./browser');
  return browserApi(locale);
}
