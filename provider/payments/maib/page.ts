import type { Locale } from '../../../lib/i18n/locales';
import { paymentText } from './texts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * "Payment being confirmed": the shopper came back from maib before its callback and maib's answer
 * is not final. The page reloads itself (the same return address), which asks again.
 */
export function confirmingPage(input: { locale: Locale; nr: string; refreshSeconds: number }) {
  const title = escapeHtml(paymentText(input.locale, 'confirmingTitle'));
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="refresh" content="${input.refreshSeconds}">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f2f4f7;color:#1d2939;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #10182814;padding:32px;max-width:440px;width:100%}
h1{font-size:1.375rem;margin:0 0 12px}
a{display:inline-block;margin-top:16px;background:#1570ef;color:#fff;border-radius:8px;padding:12px 20px;text-decoration:none}
a:focus-visible{outline:3px solid #f79009;outline-offset:2px}
</style>
</head>
<body><main><h1>${title}</h1>
<p role="status">${escapeHtml(paymentText(input.locale, 'confirming', { nr: input.nr }))}</p>
<a href="">${escapeHtml(paymentText(input.locale, 'checkAgain'))}</a>
</main></body>
</html>`;
}
