import { html } from 'hono/html';
import { getConfig } from '../../lib/config';
import type { Locale } from '../../lib/i18n/locales';
import { finalPathname } from '../../lib/i18n/slugs';
import { mailTranslator } from '../mail/copy';

/**
 * A small page of the provider that a mailed link opens (newsletter, e-mail change): a title, a text
 * and, when the link acts, a button that POSTs to the same address (a GET never changes anything).
 */
export function linkPage(
  locale: Locale,
  content: { title: string; text: string; button?: string },
): ReturnType<typeof html> {
  const t = mailTranslator(locale);
  const shop = new URL(finalPathname(`/${locale}`), getConfig().SITE_URL).toString();
  const action = content.button
    ? html`<form method="post"><button type="submit">${content.button}</button></form>`
    : '';
  // `html` escapes every interpolated string and leaves the nested `html` part as it is.
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${content.title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            background: #f4f6f8;
            color: #1f2933;
            margin: 0;
            display: flex;
            min-height: 100vh;
            align-items: center;
            justify-content: center;
          }
          main {
            background: #fff;
            border-top: 4px solid #0b5fae;
            padding: 32px;
            max-width: 440px;
            width: 100%;
          }
          h1 {
            font-size: 1.375rem;
            margin: 0 0 12px;
          }
          button {
            font: inherit;
            border: 0;
            border-radius: 4px;
            padding: 12px 20px;
            cursor: pointer;
            background: #0b5fae;
            color: #fff;
            margin: 8px 0 16px;
          }
          button:focus-visible,
          a:focus-visible {
            outline: 3px solid #f79009;
            outline-offset: 2px;
          }
          a {
            color: #084a88;
          }
        </style>
      </head>
      <body>
        <main>
          <p>${t('common.siteName')}</p>
          <h1>${content.title}</h1>
          <p role="status">${content.text}</p>
          ${action}
          <p><a href="${shop}">${t('mail.newsletter.back')}</a></p>
        </main>
      </body>
    </html>`;
}
