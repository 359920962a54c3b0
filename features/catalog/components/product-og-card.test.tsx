import { readFileSync } from 'node:fs';
import { Blob, Face } from 'harfbuzzjs';
import { ImageResponse } from 'next/og';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/money';
import { locales } from '@/lib/i18n/locales';
import { catalogTree } from '@/provider/db/seed/categories';
import { join } from '@/provider/db/seed/localized';
import { productFamilies } from '@/provider/db/seed/products';

import { OG_CARD_FONT_FILES, ogCardFontPath, ogCardFonts } from '../og-card-fonts';
import { OG_CARD_SIZE, ProductOgCard } from './product-og-card';

describe('the product Open Graph card', () => {
  it('draws every letter of the seeded titles, categories and prices in all four languages with the card’s fonts', async () => {
    const drawn = new Set(
      OG_CARD_FONT_FILES.flatMap((file) => [
        ...new Face(new Blob(readFileSync(ogCardFontPath(file))), 0).collectUnicodes(),
      ]),
    );
    const texts = locales.flatMap((locale) => {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as {
        common: { siteName: string };
        catalog: { perMetre: string };
      };
      return [
        messages.common.siteName,
        messages.catalog.perMetre,
        formatMoney(1234550, 'EUR', locale),
        ...productFamilies.flatMap((family) =>
          family.variants.map((variant) => join(' ', family.title, variant.title)[locale] ?? ''),
        ),
        ...catalogTree.flatMap((root) =>
          [root, ...(root.children ?? [])].map((category) => category.title[locale] ?? ''),
        ),
      ];
    });
    const missing = [...new Set(texts.join(''))].filter(
      (char) => char !== ' ' && !drawn.has(char.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
  });
});

describe('the product Open Graph card as next/og draws it', () => {
  it('finds every letter of a Russian and a Romanian card in the shop’s fonts, asking no one for more', async () => {
    // next/og fetches a font from the network for a letter it lacks and logs when that fails (its
    // own WebAssembly arrives as a data: URL, which stays allowed).
    const realFetch = globalThis.fetch;
    const network = vi.fn<(url: string) => void>();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('data:')) return realFetch(input, init);
      network(url);
      return Promise.reject(new Error('no network in this test'));
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const fonts = await ogCardFonts();
      const cards: [title: string, category: string, price: string][] = [
        ['Окна ПВХ с двумя створками', 'Окна', '1 234,50 €'],
        ['Fereastră PVC cu două canaturi, ușă', 'Ferestre și uși', '1.234,50 €'],
      ];
      for (const [title, category, price] of cards) {
        const card = new ImageResponse(
          <ProductOgCard
            product={{ title, category: { title: category } as never }}
            price={price}
            siteName="Ferestre"
          />,
          { ...OG_CARD_SIZE, fonts },
        );
        const png = new Uint8Array(await card.arrayBuffer());
        expect([...png.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
      }
      expect(network).not.toHaveBeenCalled();
      expect(logged).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      logged.mockRestore();
    }
  });
});
