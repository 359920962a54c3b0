import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../lib/i18n/locales';
import { formatMoney } from '../../lib/money/format';
import { mailTranslator } from './copy';
import { orderConfirmationMail, paymentResultMail, staffOrderMail } from './order-mails';
import { mailOrder as order } from '../../tests/fixtures/mail-order';

const siteUrl = 'https://shop.example.md';

/** Spaces of any kind as one: Intl puts no-break spaces in amounts, html-to-text may not keep them. */
const flat = (value: string) => value.replace(/[\s\u202f]+/g, ' ');
const expectText = (haystack: string, ...needles: string[]) => {
  for (const needle of needles) expect(flat(haystack)).toContain(flat(needle));
};
const cartSlug: Record<Locale, string> = {
  ro: '/cos',
  en: '/en/cart',
  ru: '/ru/korzina',
  it: '/it/cart',
};

describe.each(locales)('order mails in %s', (locale) => {
  const t = mailTranslator(locale);
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);

  it('confirms the order to the shopper: number, every line, the stored totals, the address, payment and what comes next', async () => {
    const placed = order(locale);
    const mail = await orderConfirmationMail(placed, siteUrl);
    expect(mail).toMatchObject({ to: 'ana@example.md', kind: 'order_confirmation', locale });
    expect(mail.audience ?? 'customer').toBe('customer');
    expect(mail.subject).toBe(t('mail.order.subject', { nr: 'FM-2026-00042' }));
    const text = flat(mail.text);
    const html = flat(mail.html);
    for (const part of [mail.text, mail.html]) expect(flat(part)).toContain('FM-2026-00042');
    expectText(text, t('mail.greeting', { name: 'Ana Rusu' }));
    for (const item of placed.items) {
      expectText(text, item.name);
      for (const line of item.description) expectText(text, line);
      expectText(text, money(item.price));
      expectText(text, money(item.total));
    }
    expectText(text, `${new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale).format(2.5)} m`);
    const { totals } = placed;
    const rows: [string, string][] = [
      [t('checkout.totals.total'), money(totals.total)],
      [t('checkout.totals.newTotal'), money(totals.new_total)],
      [t('checkout.totals.delivery'), money(totals.delivery)],
      [t('checkout.totals.bonuses'), `−${money(totals.bonuses)}`],
      [t('checkout.totals.net'), money(totals.net_total)],
      [t('checkout.totals.vat'), money(totals.vat)],
      [t('checkout.totals.grandTotal'), money(totals.grand_total)],
    ];
    for (const [label, value] of rows) {
      // Label and amount on one line of the text part, as the cart's summary shows them.
      expect(
        mail.text.split('\n').some((line) => line.includes(label) && line.includes(value)),
      ).toBe(true);
      expectText(html, value);
    }
    expectText(text, 'Str. Ștefan cel Mare 12, 5, MD-2001 Chișinău');
    expectText(text, t('mail.order.deliveryTo').toUpperCase());
    expectText(text, t('checkout.methods.1'));
    expectText(text, t('mail.order.nextText'));
    expectText(text, t('common.phone'));
    expectText(text, t('common.workingHours'));
    expectText(text, t('contacts.addressValue'));
    expectText(text, 'Please call after 17:00');
    expectText(html, `lang="${locale}"`);
  });

  it('shows free delivery and the factory address for a pickup, and escapes what the shopper typed', async () => {
    const placed = order(locale, {
      deliveryDetails: { delivery_type: 'pickup', address_id: null, address: null },
      totals: { ...order(locale).totals, delivery: 0, bonuses: 0 },
      paymentMethod: 2,
      comment: '<a href="https://evil.example">win</a>',
    });
    const mail = await orderConfirmationMail(placed, siteUrl);
    const text = flat(mail.text);
    expect(
      mail.text
        .split('\n')
        .some(
          (line) =>
            line.includes(t('checkout.totals.delivery')) &&
            line.includes(t('checkout.totals.free')),
        ),
    ).toBe(true);
    expect(text).not.toContain(t('checkout.totals.bonuses'));
    expectText(text, t('mail.order.pickupAt').toUpperCase());
    expectText(text, t('contacts.addressValue'));
    expectText(text, t('checkout.methods.2'));
    expect(mail.html).not.toContain('<a href="https://evil.example"');
    expect(mail.html).toContain('&lt;a href=');
  });

  it('tells the shop of the order in Romanian, with the customer to reply to and every configuration', async () => {
    const placed = order(locale);
    const mail = await staffOrderMail(placed, siteUrl);
    const ro = mailTranslator('ro');
    expect(mail).toMatchObject({
      audience: 'staff',
      replyTo: 'ana@example.md',
      kind: 'staff_order',
      locale: 'ro',
    });
    expect(mail.subject).toBe(
      ro('mail.staffOrder.subject', {
        nr: 'FM-2026-00042',
        total: formatMoney(71_375, 'EUR', 'ro'),
      }),
    );
    const text = flat(mail.text);
    expectText(text, 'Ana Rusu');
    expectText(text, 'ana@example.md');
    expectText(text, '+373 (691) 234-56');
    for (const item of placed.items) for (const line of item.description) expectText(text, line);
    expectText(text, formatMoney(71_375, 'EUR', 'ro'));
    expectText(text, ro('account.statuses.awaiting_payment'));
  });

  it('confirms a card payment, and after a decline links back to the cart to try again', async () => {
    const placed = order(locale);
    const paid = await paymentResultMail(placed, true, siteUrl);
    expect(paid).toMatchObject({ to: 'ana@example.md', kind: 'payment_confirmed', locale });
    expect(paid.subject).toBe(t('mail.payment.confirmedSubject', { nr: 'FM-2026-00042' }));
    expectText(
      paid.text,
      t('mail.payment.confirmedLead', { nr: 'FM-2026-00042', amount: money(71_375) }),
    );
    expect(paid.text).not.toContain(t('mail.payment.retry'));

    const declined = await paymentResultMail(placed, false, siteUrl);
    expect(declined).toMatchObject({ kind: 'payment_declined', locale });
    expect(declined.subject).toBe(t('mail.payment.declinedSubject', { nr: 'FM-2026-00042' }));
    expectText(declined.text, t('mail.payment.declinedLead', { nr: 'FM-2026-00042' }));
    expect(declined.html).toContain(`href="${siteUrl}${cartSlug[locale]}"`);
    expect(declined.text).toContain(`${siteUrl}${cartSlug[locale]}`);
  });
});
