import type { Localized } from '../localized';

/** A text in ro, en, ru and it, in that order. */
export const t = (ro: string, en: string, ru: string, it: string): Localized => ({ ro, en, ru, it });

/** Joins localized parts language by language, e.g. a family name and a variant name. */
export function join(separator: string, ...parts: Localized[]): Localized {
  const pickAll = (locale: keyof Localized) => parts.map((part) => part[locale] ?? part.ro).join(separator);
  return { ro: pickAll('ro'), en: pickAll('en'), ru: pickAll('ru'), it: pickAll('it') };
}

/** Wraps each language's paragraphs in <p>. */
export function paragraphs(...texts: Localized[]): Localized {
  const wrap = (locale: keyof Localized) => texts.map((text) => `<p>${text[locale] ?? text.ro}</p>`).join('');
  return { ro: wrap('ro'), en: wrap('en'), ru: wrap('ru'), it: wrap('it') };
}
