import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider, type TestProvider } from '../../testing/harness';
import { productDescription } from './product-description';
import { measure, t } from './localized';

describe('product descriptions (issue 29 "Thin duplicate pages")', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  async function descriptions(locale: string) {
    const found: { slug: string; description: string }[] = [];
    for (let page = 1; ; page++) {
      const response = await provider.request(`/products/?page=${page}&page_size=50`, { locale });
      const body = (await response.json()) as { pages: number; results: { slug: string }[] };
      for (const card of body.results) {
        const detail = (await (
          await provider.request(`/products/${card.slug}/`, { locale })
        ).json()) as { description: string };
        found.push({ slug: card.slug, description: detail.description });
      }
      if (page >= body.pages) return found;
    }
  }

  it.each(['ro', 'en', 'ru', 'it'])(
    'gives every product its own description in %s, distinct even where a meta description cuts it',
    async (locale) => {
      const all = await descriptions(locale);
      expect(all.length).toBeGreaterThanOrEqual(75);
      expect(new Set(all.map((p) => p.description)).size).toBe(all.length);
      expect(new Set(all.map((p) => p.description.slice(0, 140))).size).toBe(all.length);
    },
  );

  it('names the variant with its own characteristics, in each language’s grammar', () => {
    const chambers = t('Camere profil', 'Profile chambers', 'Камеры профиля', 'Camere del profilo');
    const size = t('Dimensiuni standard', 'Standard size', 'Стандартный размер', 'Misura standard');
    const text = productDescription(
      t(
        'Fereastră PVC cu două canate',
        'PVC window two sashes',
        'Окно ПВХ двустворчатое',
        'Finestra in PVC a due ante',
      ),
      t('Familie.', 'Family.', 'Семейство.', 'Famiglia.'),
      [[size, measure('1300 × 1400 mm')]],
      [[chambers, t('5', '5', '5', '5')]],
    );
    expect(text.ro).toBe(
      'Fereastră PVC cu două canate — dimensiuni standard: 1300 × 1400 mm; 5 camere. Familie.',
    );
    expect(text.en).toBe(
      'PVC window two sashes — standard size: 1300 × 1400 mm; 5 chambers. Family.',
    );
    expect(text.ru).toBe(
      'Окно ПВХ двустворчатое — стандартный размер: 1300 × 1400 мм; 5 камер. Семейство.',
    );
    expect(text.it).toBe(
      'Finestra in PVC a due ante — misura standard: 1300 × 1400 mm; 5 camere. Famiglia.',
    );
    const three = productDescription(
      t('A', 'A', 'A', 'A'),
      t('', '', '', ''),
      [],
      [[chambers, t('3', '3', '3', '3')]],
    );
    expect(three.ru).toBe('A — 3 камеры. ');
  });
});
