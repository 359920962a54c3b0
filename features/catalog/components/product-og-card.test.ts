import { readFileSync } from 'node:fs';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { locales } from '@/lib/i18n/locales';
import { catalogTree } from '@/provider/db/seed/categories';
import { join } from '@/provider/db/seed/localized';
import { productFamilies } from '@/provider/db/seed/products';

// The one font next/og draws with when a card loads none of its own (issue 29: no download at build or run).
const bundledFont = 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf';

describe('the product Open Graph card', () => {
  it('draws every letter of the seeded titles, categories and prices in all four languages with next/og’s font', async () => {
    const face = new Face(new Blob(readFileSync(bundledFont)), 0);
    const drawn = new Set(face.collectUnicodes());
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
