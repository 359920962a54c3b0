import metrics from './font-metrics.json';

/**
 * Text widths as Google draws its results: Arial, measured from the advance widths of Liberation Sans
 * (metric-compatible with Arial), generated once by scripts/generate-font-metrics.mjs. No kerning:
 * Arial's pairs move a result by a pixel or two, well inside the limits' own margin.
 */
export interface FontSpec {
  font: 'arial';
  /** CSS pixels. */
  size: number;
}

/** Google's desktop result: 20 px titles, 14 px descriptions (mobile draws descriptions at 14 px too). */
export const TITLE_FONT: FontSpec = { font: 'arial', size: 20 };
export const DESCRIPTION_FONT: FontSpec = { font: 'arial', size: 14 };
export const TITLE_MAX_PX = 580;
export const DESCRIPTION_MAX_PX = { desktop: 920, mobile: 680 } as const;
/** What Google appends where it cuts a title or a description. */
export const ELLIPSIS = ' ...';

const advances: Readonly<Record<string, number>> = metrics.widths;

function advance(codePoint: number): number {
  return advances[codePoint] ?? metrics.fallback;
}

/** The width in CSS pixels of `text` drawn in `font` (a character outside the table counts as an "o"). */
export function textWidth(text: string, font: FontSpec = TITLE_FONT): number {
  let units = 0;
  for (const char of text) units += advance(char.codePointAt(0)!);
  return (units * font.size) / metrics.unitsPerEm;
}

/**
 * Cuts `text` to fit `maxPx` the way Google does: at the last word boundary where the words and
 * " ..." still fit (mid-word only when the first word alone is too wide). Text that fits is returned
 * whole.
 */
export function truncateToWidth(text: string, maxPx: number, font: FontSpec = TITLE_FONT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (textWidth(clean, font) <= maxPx) return clean;
  const room = maxPx - textWidth(ELLIPSIS, font);
  const words = clean.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (textWidth(next, font) > room) break;
    kept = next;
  }
  if (!kept) {
    for (const char of clean) {
      if (textWidth(kept + char, font) > room) break;
      kept += char;
    }
  }
  // Google drops a dangling separator before its ellipsis.
  return `${kept.replace(/[\s,;:|–—-]+$/u, '')}${ELLIPSIS}`;
}

export type WidthLevel = 'ok' | 'near' | 'over';

/** How much of the limit a text uses: green under 90 %, amber up to the limit, red past it. */
export function widthUsage(
  text: string,
  maxPx: number,
  font: FontSpec,
): { width: number; max: number; ratio: number; level: WidthLevel } {
  const width = textWidth(text.replace(/\s+/g, ' ').trim(), font);
  const ratio = width / maxPx;
  return { width, max: maxPx, ratio, level: ratio > 1 ? 'over' : ratio > 0.9 ? 'near' : 'ok' };
}
