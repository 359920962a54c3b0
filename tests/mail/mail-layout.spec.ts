import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../lib/i18n/locales';
import { emailChangeConfirmMail } from '../../provider/mail/account-mails';
import { callBackMail } from '../../provider/mail/lead-mails';
import { newsletterConfirmationMail } from '../../provider/mail/newsletter-mails';
import {
  orderConfirmationMail,
  paymentResultMail,
  staffOrderMail,
} from '../../provider/mail/order-mails';
import type { MailMessage } from '../../provider/mail/transport';
import { mailOrder } from '../fixtures/mail-order';

const siteUrl = 'https://shop.example.md';

/** Every layout the shop sends, in Russian (its longest words) and Romanian. */
const mails: [string, (locale: Locale) => Promise<MailMessage>][] = [
  ['order confirmation', (locale) => orderConfirmationMail(mailOrder(locale), siteUrl)],
  ['shop order notice', (locale) => staffOrderMail(mailOrder(locale), siteUrl)],
  ['payment declined', (locale) => paymentResultMail(mailOrder(locale), false, siteUrl)],
  [
    'call-back notice',
    (locale) => callBackMail({ phone: '+373 (691) 234-56', name: 'Ana', locale }, siteUrl),
  ],
  [
    'newsletter confirmation',
    (locale) =>
      newsletterConfirmationMail({
        to: 'ana@example.md',
        locale,
        siteUrl,
        confirmUrl: `${siteUrl}/backend/feedbacks/subscribe/confirm/x`,
        unsubscribeUrl: `${siteUrl}/backend/feedbacks/unsubscribe/x`,
      }),
  ],
  [
    'e-mail change',
    (locale) =>
      emailChangeConfirmMail({
        to: 'ana@example.md',
        locale,
        siteUrl,
        link: `${siteUrl}/backend/api/auth/email/confirm/x`,
      }),
  ],
];

/** What breaks a mail's layout: anything wider than the screen, or text cut off at its edge. */
async function expectFits(page: Page, width: number) {
  const overflow = await page.evaluate((screen) => {
    const wide = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > screen + 0.5 || box.left < -0.5))
      .map(
        ({ element, box }) => `${element.tagName} ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    return { scroll: document.documentElement.scrollWidth, wide };
  }, width);
  expect(overflow.wide).toEqual([]);
  expect(overflow.scroll).toBeLessThanOrEqual(width);
}

for (const width of [600, 375]) {
  for (const locale of ['ru', 'ro'] as const) {
    for (const [name, make] of mails) {
      test(`${name} (${locale}) fits ${width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        const mail = await make(locale);
        await page.setContent(mail.html);
        await expectFits(page, width);
        // The shop's name at the top and its address in the footer are on screen, not cut off.
        await expect(page.getByRole('heading', { name: 'Fereastra Moldovei' })).toBeVisible();
        await testInfo.attach(`${name}-${locale}-${width}.png`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      });
    }
  }
}
