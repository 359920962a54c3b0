import { describe, expect, it } from 'vitest';
import { productFamilies } from './products';
import { measure } from './localized';

describe('measures in the seed (issue 27: units are translated)', () => {
  it('writes the unit as each language does', () => {
    expect(measure('22 mm')).toEqual({ ro: '22 mm', en: '22 mm', ru: '22 мм', it: '22 mm' });
    expect(measure('600 × 1200 mm')).toEqual({
      ro: '600 × 1200 mm',
      en: '600 × 1200 mm',
      ru: '600 × 1200 мм',
      it: '600 × 1200 mm',
    });
    expect(measure('3 × 4 m')).toEqual({
      ro: '3 × 4 m',
      en: '3 × 4 m',
      ru: '3 × 4 м',
      it: '3 × 4 m',
    });
    expect(measure('1.5 mm')).toEqual({ ro: '1,5 mm', en: '1.5 mm', ru: '1,5 мм', it: '1,5 mm' });
    expect(measure('Maco MM')).toEqual({
      ro: 'Maco MM',
      en: 'Maco MM',
      ru: 'Maco MM',
      it: 'Maco MM',
    });
  });

  it('leaves no Latin millimetre sign in a Russian product characteristic', () => {
    const values = productFamilies.flatMap((family) =>
      [
        ...family.characteristics,
        ...family.variants.flatMap((variant) => variant.characteristics),
      ].map(([, value]) => value),
    );
    expect(values.filter((value) => /\d ?mm\b/.test(value.ru ?? ''))).toEqual([]);
    expect(values.some((value) => value.ru === '22 мм' && value.ro === '22 mm')).toBe(true);
  });
});
