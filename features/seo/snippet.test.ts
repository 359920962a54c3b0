import { describe, expect, it } from 'vitest';
import { DESCRIPTION_FONT, TITLE_FONT, textWidth } from './pixel-width';
import { descriptionFits, leadingSentences, pickDescription, titleWithBrand } from './snippet';

const brand = 'Fereastra Moldovei';

describe('descriptionFits', () => {
  it('wants 70 to 155 characters', () => {
    expect(descriptionFits('a'.repeat(5) + ' '.repeat(3) + 'b'.repeat(60))).toBe(false);
    expect(descriptionFits('Ferestre PVC la comandă, '.repeat(3).trim())).toBe(true);
    expect(descriptionFits('Ferestre PVC la comandă, '.repeat(7).trim())).toBe(false);
  });

  it('refuses a text of 155 characters wider than 920 px', () => {
    const wide = 'Ш'.repeat(150);
    expect(wide.length).toBeLessThanOrEqual(155);
    expect(textWidth(wide, DESCRIPTION_FONT)).toBeGreaterThan(920);
    expect(descriptionFits(wide)).toBe(false);
  });
});

describe('leadingSentences', () => {
  it('keeps whole sentences only, as many as fit', () => {
    const text =
      'Livrăm în toată Moldova în 2–5 săptămâni. Montajul îl fac echipele noastre, cu garanție. Plata se face cu cardul sau în numerar la livrare, după cum alegeți.';
    expect(leadingSentences(text)).toBe(
      'Livrăm în toată Moldova în 2–5 săptămâni. Montajul îl fac echipele noastre, cu garanție.',
    );
  });

  it('does not end a sentence inside a number', () => {
    expect(leadingSentences('Ușă de oțel 1.5 mm. Izolație.')).toBe('Ușă de oțel 1.5 mm. Izolație.');
  });

  it('is empty when the first sentence alone is too long', () => {
    expect(leadingSentences(`${'cuvânt '.repeat(40)}.`)).toBe('');
  });
});

describe('pickDescription', () => {
  const written =
    'Ferestre PVC cu 5–7 camere și geam termoizolant, fabricate la comandă în Moldova, cu livrare în 2–5 săptămâni.';

  it('takes the first candidate that a result shows whole, never a cut one', () => {
    expect(pickDescription([undefined, 'Prea scurt.', `${written} ${written}`, written])).toBe(
      written,
    );
  });

  it('takes the leading sentences of a long text when they say enough', () => {
    expect(pickDescription([`${written} ${written}`])).toBe(written);
  });

  it('gives nothing when no candidate fits', () => {
    expect(pickDescription(['Prea scurt.', 'x'.repeat(300)])).toBeUndefined();
  });
});

describe('titleWithBrand', () => {
  it('adds the brand when both fit 580 px', () => {
    expect(titleWithBrand('Ferestre PVC', brand)).toBe('Ferestre PVC | Fereastra Moldovei');
  });

  it('drops the brand when the title with it would be cut', () => {
    const title = 'Алюминиевая панорамная раздвижная система, две створки';
    expect(textWidth(`${title} | ${brand}`, TITLE_FONT)).toBeGreaterThan(580);
    expect(titleWithBrand(title, brand)).toBe(title);
  });
});
