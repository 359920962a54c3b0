import { formatUnit } from '../../../lib/i18n/number';
import type { Localized } from '../localized';

/** A text in ro, en, ru and it, in that order. */
export const t = (ro: string, en: string, ru: string, it: string): Localized => ({
  ro,
  en,
  ru,
  it,
});

const units = { mm: 'millimeter', m: 'meter' } as const;

/**
 * A measure written once in mm or m ("22 mm", "600 × 1200 mm", "3 × 4 m") in each language's own
 * unit and decimal signs: "22 мм" in ru (issue 27 'Units are translated').
 */
export function measure(text: string): Localized {
  const write = (locale: keyof Localized) =>
    text.replace(/(\d+(?:\.\d+)?) ?(mm|m)\b/g, (_, value: string, unit: keyof typeof units) =>
      formatUnit(Number(value), units[unit], locale),
    );
  return { ro: write('ro'), en: write('en'), ru: write('ru'), it: write('it') };
}

/** Joins localized parts language by language, e.g. a family name and a variant name. */
export function join(separator: string, ...parts: Localized[]): Localized {
  const pickAll = (locale: keyof Localized) =>
    parts.map((part) => part[locale] ?? part.ro).join(separator);
  return { ro: pickAll('ro'), en: pickAll('en'), ru: pickAll('ru'), it: pickAll('it') };
}

/** Wraps each language's paragraphs in <p>. */
export function paragraphs(...texts: Localized[]): Localized {
  const wrap = (locale: keyof Localized) =>
    texts.map((text) => `<p>${text[locale] ?? text.ro}</p>`).join('');
  return { ro: wrap('ro'), en: wrap('en'), ru: wrap('ru'), it: wrap('it') };
}
