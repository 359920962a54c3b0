import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../../lib/i18n/locales';
import { formatMoney } from '../../../lib/money/format';
import { FREE_DELIVERY_ABOVE } from '../../../lib/pricing/totals';

const spaces = (text: string) => text.replace(/[\s\u00a0\u202f]/g, ' ');
const messages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.resolve(__dirname, `../../../messages/${locale}.json`), 'utf8'))
      .checkout.totals.freeAbove as string,
  ]),
);

/** Issue 39: the cart and the content say the same about free delivery (spec 9: over 1 000.00 €). */
describe('free delivery is worded the same in the cart and in the seeded content', () => {
  const amounts = locales.map((locale) => spaces(formatMoney(FREE_DELIVERY_ABOVE, 'EUR', locale)));
  // The cart's own words before the amount: "de peste", "over", "свыше", "oltre".
  const words = locales.map((locale) =>
    messages[locale]!.split('{amount}')[0]!.trim().split(' ').pop()!,
  );

  it('the cart says "over" in every language', () => {
    expect(words).toEqual(['peste', 'over', 'свыше', 'oltre']);
  });

  for (const file of ['shell.ts', 'marketing.ts']) {
    it(`${file} names the threshold as the cart does`, () => {
      const text = spaces(readFileSync(path.resolve(__dirname, file), 'utf8'));
      const mentions = [...text.matchAll(/(\S+) (€?1[., ]?000(?:[.,]00)? ?€?)/g)];
      expect(mentions.length).toBeGreaterThan(0);
      for (const [, word, amount] of mentions) {
        expect(amounts, `"${word} ${amount}"`).toContain(amount!.trim());
        expect(words, `"${word} ${amount}"`).toContain(word);
      }
    });
  }
});
