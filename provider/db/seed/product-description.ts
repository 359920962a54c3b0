import type { Localized } from '../localized';

type Locale = keyof Localized;
type Characteristic = [name: Localized, value: Localized];

const locales: Locale[] = ['ro', 'en', 'ru', 'it'];

/** Characteristics that tell nothing of this product in particular, or that its title says already (sashes). */
const generic = new Set(['Warranty', 'Sold by', 'Sashes']);

const chamberWords: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>>> = {
  ro: { one: 'cameră', few: 'camere', other: 'de camere' },
  en: { one: 'chamber', other: 'chambers' },
  ru: { one: 'камера', few: 'камеры', many: 'камер', other: 'камеры' },
  it: { one: 'camera', other: 'camere' },
};

const chamberCount = (count: number, locale: Locale) => {
  const form = new Intl.PluralRules(locale).select(count);
  return `${count} ${chamberWords[locale][form] ?? chamberWords[locale].other}`;
};

/** "Dimensiuni standard" + "1300 × 1400 mm" → "dimensiuni standard: 1300 × 1400 mm". */
function phrase([name, value]: Characteristic, locale: Locale): string {
  const text = value[locale] ?? value.ro;
  if (name.en === 'Profile chambers') return chamberCount(Number(text), locale);
  const label = (name[locale] ?? name.ro).toLocaleLowerCase(locale);
  return `${label}: ${text}`;
}

/**
 * A product's own description (issue 29 'Thin duplicate pages'): a sentence naming the product with
 * what sets it apart (its variant's characteristics first, then its family's), then the family's
 * text. The distinguishing sentence comes first so a meta description cut at ~155 characters stays
 * unique.
 */
export function productDescription(
  title: Localized,
  familyText: Localized,
  variant: Characteristic[],
  family: Characteristic[],
): Localized {
  const telling = [...variant, ...family]
    .filter(([name]) => !generic.has(name.en ?? ''))
    .slice(0, 3);
  const write = (locale: Locale) => {
    const lead = title[locale] ?? title.ro;
    const details = telling.map((entry) => phrase(entry, locale)).join('; ');
    return `${details ? `${lead} — ${details}.` : `${lead}.`} ${familyText[locale] ?? familyText.ro}`;
  };
  return Object.fromEntries(locales.map((locale) => [locale, write(locale)])) as Localized;
}
