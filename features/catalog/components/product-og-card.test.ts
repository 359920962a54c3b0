import { readFileSync } from 'node:fs';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { locales } from '@/lib/i18n/locales';
import { catalogTree } from '@/provider/db/seed/categories';
import { join } from '@/provider/db/seed/localized';
import { productFamilies } from '@/provider/db/seed/products';

import { OG_CARD_FONT_FILES, ogCardFontPath } from '../og-card-fonts';

describe('the product Open Graph card', () => {
  it('draws every letter of the seeded titles, categories and prices in all four languages with the card’s fonts', async () => {
    const drawn = new Set(OG_CARD_FONT_FILES.flatMap((file) => [...new Face(new Blob(readFileSync(ogCardFontPath(file))), 0).collectUnicodes()]));
    const texts = locales.flatMap((locale) => {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { common: { siteName: string }; catalog: { perMetre: string } };
      return [
        messages.common.siteName,
        messages.catalog.perMetre,
        formatMoney(1234550, 'EUR', locale),
        ...productFamilies.flatMap((family) => family.variants.map((variant) => join(' ', family.title, variant.title)[locale] ?? '')),
        ...catalogTree.flatMap((root) => [root, ...(root.children ?? [])].map((category) => category.title[locale] ?? '')),
      ];
    });
    const missing = [...new Set(texts.join(''))].filter((char) => char !== ' ' && !drawn.has(char.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});
