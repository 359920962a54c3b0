import metrics from './font-metrics.json';
import { measureWith, type FontSpec, TITLE_FONT, ELLIPSIS } from './text-metrics';

export {
  DESCRIPTION_FONT,
  DESCRIPTION_MAX_PX,
  ELLIPSIS,
  TITLE_FONT,
  TITLE_MAX_PX,
  type FontSpec,
} from './text-metrics';

/** The width in CSS pixels of `text` drawn in `font` (a character outside the table counts as an "o"). */
export const textWidth: (text: string, font?: FontSpec) => number = measureWith(metrics);

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
