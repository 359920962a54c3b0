import { describe, expect, it } from 'vitest';
import { paymentNoticePage, paymentPage } from './page';

describe('the test bank pages', () => {
  it('shows the order, its amount and the two forms posting to the payment link', async () => {
    const page = String(
      await paymentPage({ locale: 'en', nr: 'FM-1042', amount: 123_450, action: '/pay/abc' }),
    );
    expect(page).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page).toContain('<title>Test bank — test payment</title>');
    expect(page).toContain('<p>Payment of order FM-1042 to Fereastra Moldovei.</p>');
    expect(page).toContain('<form method="post" action="/pay/abc/approve">');
    expect(page).toContain('<form method="post" action="/pay/abc/decline">');
    // The nested body is inserted as markup, not escaped a second time.
    expect(page).toMatch(/<main>\s*<p class="test" role="note">This is a test payment/);
    expect(page).toContain('<h1>Test bank — test payment</h1>');
    expect(page).not.toContain('&lt;h1&gt;');
  });

  it('escapes every value it is given, in text and in attributes', async () => {
    const page = String(
      await paymentPage({
        locale: 'it',
        nr: '<script>alert(1)</script>',
        amount: 100,
        action: '/pay/x"><img src=x onerror=alert(1)>',
      }),
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('action="/pay/x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;/approve"');
    // The Italian copy's apostrophe is text too.
    expect(page).toContain('Pagamento dell’ordine');
    const notice = String(await paymentNoticePage('ro', 'expired', "https://shop.md/?a=1&b='2'"));
    expect(notice).toContain('href="https://shop.md/?a=1&amp;b=&#39;2&#39;"');
    expect(notice).toContain('<p role="status">Linkul de plată a expirat.');
  });
});
