import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { sentencesOf } from './snippet';

/** Sentences of a text tried at most, longest run first. */
const MAX_SENTENCES = 4;

/** "Profil" + "70 mm" → "profil 70 mm": a characteristic as words of a sentence. */
export function characteristicPhrase(
  { name, value }: { name: string; value: string },
  locale: Locale,
): string {
  return `${name.toLocaleLowerCase(locale)} ${value}`.replace(/\s+/g, ' ').trim();
}

/**
 * Issue 42: a product's search-result description is a sentence of its own facts in its language
 * (title, then its first characteristics), not its body cut short. The longest that fits wins, so
 * the candidates go from three characteristics down to none.
 */
export async function productDescriptions(
  locale: Locale,
  product: { title: string; characteristics: { name: string; value: string }[] },
): Promise<string[]> {
  const t = await getTranslations({ locale, namespace: 'seo.describe' });
  // A bare number ("Profile chambers" 5, "Sashes" 1) reads wrongly after its name; the title and
  // the other characteristics say the product without it.
  const phrases = product.characteristics
    .filter(({ value }) => !/^\d+(?:[.,]\d+)?$/.test(value.trim()))
    .map((entry) => characteristicPhrase(entry, locale));
  const detailed = [3, 2, 1]
    .filter((count) => count <= phrases.length)
    .map((count) =>
      t('product', { title: product.title, details: phrases.slice(0, count).join(', ') }),
    );
  return [...detailed, t('productPlain', { title: product.title })];
}

/** A category's description: its own text with what every category offers, or its name alone. */
export async function categoryDescriptions(
  locale: Locale,
  category: { title: string; description: string },
): Promise<string[]> {
  const t = await getTranslations({ locale, namespace: 'seo.describe' });
  const text = category.description.replace(/\s+/g, ' ').trim();
  const sentence = text && !/[.!?…]$/u.test(text) ? `${text}.` : text;
  return [
    ...(sentence ? [t('category', { title: category.title, text: sentence })] : []),
    t('categoryPlain', { title: category.title }),
  ];
}

/** A branch's description: where it is, when it is open, and what is done there. */
export async function branchDescriptions(
  locale: Locale,
  branch: { title: string; address: string; working_hours: string },
): Promise<string[]> {
  const t = await getTranslations({ locale, namespace: 'seo.describe' });
  return [
    t('branch', { title: branch.title, address: branch.address, hours: branch.working_hours }),
  ];
}

/**
 * A content page's description from its own prose (an article's excerpt and body, an info page's
 * body): its title, the brand, then as many of the prose's leading sentences as fit, whole.
 */
export async function textDescriptions(
  locale: Locale,
  title: string,
  texts: (string | null | undefined)[],
): Promise<string[]> {
  const t = await getTranslations({ locale, namespace: 'seo.describe' });
  return texts.flatMap((text) => {
    const sentences = sentencesOf(text ?? '').slice(0, MAX_SENTENCES);
    return sentences.map((_, index) =>
      t('textPage', { title, text: sentences.slice(0, sentences.length - index).join(' ') }),
    );
  });
}
