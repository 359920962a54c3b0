import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_FONT,
  DESCRIPTION_MAX_PX,
  TITLE_FONT,
  TITLE_MAX_PX,
  textWidth,
  truncateToWidth,
  widthUsage,
} from './pixel-width';

// Measured once in headless Chromium: canvas.measureText with font "Npx Liberation Sans" and
// fontKerning "none" (the font installed by Debian's fonts-liberation), independently of our table.
const chromium: [string, number, number][] = [
  ['Contacts | Fereastra Moldovei', 186.4912109375, 266.416015625],
  ['Ferestre din PVC în Chișinău — țară și oraș', 272.330078125, 389.04296875],
  ['Окна ПВХ в Кишинёве', 146.1455078125, 208.779296875],
  ['WWWWW iiiii', 85.5107421875, 122.158203125],
];

describe('textWidth', () => {
  it.each(chromium)('measures %j as Chromium draws it in Arial metrics', (text, at14, at20) => {
    expect(textWidth(text, DESCRIPTION_FONT)).toBeCloseTo(at14, 3);
    expect(textWidth(text, TITLE_FONT)).toBeCloseTo(at20, 3);
  });

  it('measures by pixels, not characters: wide letters take several times the room of narrow ones', () => {
    expect(textWidth('W'.repeat(10))).toBeGreaterThan(3 * textWidth('i'.repeat(10)));
  });
});

describe('truncateToWidth', () => {
  it('returns text that fits whole', () => {
    expect(truncateToWidth('Contacts | Fereastra Moldovei', TITLE_MAX_PX)).toBe(
      'Contacts | Fereastra Moldovei',
    );
  });

  it('cuts at the last word boundary where the words and " ..." fit', () => {
    const title =
      'Ferestre din PVC în Chișinău — țară și oraș, montaj și livrare gratuită în toată Moldova';
    const cut = truncateToWidth(title, TITLE_MAX_PX);
    expect(cut).toBe('Ferestre din PVC în Chișinău — țară și oraș, montaj și livrare ...');
    expect(textWidth(cut)).toBeLessThanOrEqual(TITLE_MAX_PX);
    // One more word would not have fitted.
    expect(
      textWidth('Ferestre din PVC în Chișinău — țară și oraș, montaj și livrare gratuită ...'),
    ).toBeGreaterThan(TITLE_MAX_PX);
  });

  it('cuts Cyrillic descriptions narrower on mobile than on desktop', () => {
    const text =
      'Металлопластиковые окна и двери с установкой под ключ: профили, стеклопакеты, фурнитура и подоконники. '.repeat(
        3,
      );
    const desktop = truncateToWidth(text, DESCRIPTION_MAX_PX.desktop, DESCRIPTION_FONT);
    const mobile = truncateToWidth(text, DESCRIPTION_MAX_PX.mobile, DESCRIPTION_FONT);
    expect(desktop.endsWith(' ...')).toBe(true);
    expect(mobile.length).toBeLessThan(desktop.length);
    expect(textWidth(mobile, DESCRIPTION_FONT)).toBeLessThanOrEqual(DESCRIPTION_MAX_PX.mobile);
    expect(desktop.startsWith(mobile.slice(0, -4))).toBe(true);
  });

  it('cuts mid-word only when the first word alone is too wide', () => {
    const cut = truncateToWidth('W'.repeat(40), 200);
    expect(cut).toMatch(/^W+ \.\.\.$/);
    expect(textWidth(cut)).toBeLessThanOrEqual(200);
  });
});

describe('widthUsage', () => {
  it('grades the width used against the limit', () => {
    expect(widthUsage('Short', TITLE_MAX_PX, TITLE_FONT).level).toBe('ok');
    expect(widthUsage('W'.repeat(28), TITLE_MAX_PX, TITLE_FONT).level).toBe('near');
    expect(widthUsage('W'.repeat(40), TITLE_MAX_PX, TITLE_FONT)).toMatchObject({
      level: 'over',
      max: TITLE_MAX_PX,
    });
  });
});
