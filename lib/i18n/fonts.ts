import type { Locale } from './locales';

/**
 * The Inter files a locale's first paint draws with (public/fonts, cut by scripts/subset-fonts.mjs).
 * Romanian needs ă ș ț beyond Latin-1 and Russian needs Cyrillic; preloading exactly these lets
 * the browser fetch them with the HTML instead of after the stylesheet, and nothing more.
 */
export const fontFiles = {
  latin: '/fonts/inter-latin.woff2',
  romanian: '/fonts/inter-romanian.woff2',
  cyrillic: '/fonts/inter-cyrillic.woff2',
} as const;

const firstPaintFonts: Record<Locale, readonly string[]> = {
  ro: [fontFiles.latin, fontFiles.romanian],
  en: [fontFiles.latin],
  it: [fontFiles.latin],
  ru: [fontFiles.latin, fontFiles.cyrillic],
};

export function preloadedFonts(locale: Locale): readonly string[] {
  return firstPaintFonts[locale];
}
