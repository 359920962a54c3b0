import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The files `scripts/subset-fonts.mjs` cuts for the Open Graph cards: the site's Inter at weight 500. */
export const OG_CARD_FONT_FILES = [
  'inter-latin-500.ttf',
  'inter-latin-ext-500.ttf',
  'inter-cyrillic-500.ttf',
] as const;

/**
 * next/og keeps one file per family name (the first), and looks for a missing letter in the other
 * families: so each file gets a name of its own, 'Inter' first, and the card asks for 'Inter'.
 */
const familyName = (file: string, index: number) => (index === 0 ? 'Inter' : `Inter ${file}`);

export const ogCardFontPath = (file: string) => path.join(process.cwd(), 'assets/og-fonts', file);

let loaded:
  Promise<{ name: string; data: ArrayBuffer; weight: 500; style: 'normal' }[]> | undefined;

/** The fonts next/og draws a card with, read once per process: the shop's own, shipped in the repository. */
export function ogCardFonts() {
  loaded ??= Promise.all(
    OG_CARD_FONT_FILES.map(async (file, index) => {
      const bytes = await readFile(ogCardFontPath(file));
      return {
        name: familyName(file, index),
        data: bytes.buffer.slice(
          bytes.byteOffset,
          bytes.byteOffset + bytes.byteLength,
        ) as ArrayBuffer,
        weight: 500 as const,
        style: 'normal' as const,
      };
    }),
  );
  return loaded;
}
