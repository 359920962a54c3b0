/**
 * Text widths as Google draws its results: Arial, measured from the advance widths of Liberation Sans
 * (metric-compatible with Arial), generated once by scripts/generate-font-metrics.mjs into
 * font-metrics.json. No kerning: Arial's pairs move a result by a pixel or two, well inside the
 * limits' own margin. This file holds the rule without the table, for readers that load the JSON
 * themselves (the end-to-end crawl); pixel-width.ts binds it to the table.
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

export interface FontMetrics {
  unitsPerEm: number;
  /** Advance widths in font units, by code point. */
  widths: Readonly<Record<string, number>>;
  /** The advance of a character outside the table (an "o"). */
  fallback: number;
}

/** A measure of text widths in CSS pixels over one font's metrics. */
export function measureWith(metrics: FontMetrics) {
  return (text: string, font: FontSpec = TITLE_FONT): number => {
    let units = 0;
    for (const char of text) units += metrics.widths[char.codePointAt(0)!] ?? metrics.fallback;
    return (units * font.size) / metrics.unitsPerEm;
  };
}
