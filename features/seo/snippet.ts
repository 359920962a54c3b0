import {
  DESCRIPTION_FONT,
  DESCRIPTION_MAX_PX,
  TITLE_FONT,
  TITLE_MAX_PX,
  textWidth,
} from './pixel-width';

/**
 * Issue 42 'Descriptions are cut, not written': a description Google shows whole, and long enough to
 * say something: 70–155 characters and no wider than the desktop result's 920 px.
 */
export const DESCRIPTION_CHARS = { min: 70, max: 155 } as const;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether `text` is shown whole in a desktop result and says enough to be a description. */
export function descriptionFits(text: string): boolean {
  const value = clean(text);
  return (
    value.length >= DESCRIPTION_CHARS.min &&
    value.length <= DESCRIPTION_CHARS.max &&
    textWidth(value, DESCRIPTION_FONT) <= DESCRIPTION_MAX_PX.desktop
  );
}

/** Whether a title is shown whole at Google's 20 px Arial (the SEO preview's limit). */
export function titleFits(text: string): boolean {
  return textWidth(clean(text), TITLE_FONT) <= TITLE_MAX_PX;
}

/** The sentences of prose; one ends at its stop and a space ("1.5 mm" or "€1,000" end none). */
export function sentencesOf(text: string): string[] {
  const value = clean(text);
  return value ? value.split(/(?<=[.!?…])\s+/u) : [];
}

/**
 * The longest run of `text`'s leading whole sentences that a result shows whole: written prose is
 * kept as its author ended it, never cut inside a sentence. Empty when the first sentence is too long.
 */
export function leadingSentences(text: string): string {
  const sentences = sentencesOf(text);
  let kept = '';
  for (const sentence of sentences) {
    const next = clean(`${kept} ${sentence}`);
    if (next.length > DESCRIPTION_CHARS.max) break;
    if (textWidth(next, DESCRIPTION_FONT) > DESCRIPTION_MAX_PX.desktop) break;
    kept = next;
  }
  return kept;
}

/**
 * The first of `candidates` (most particular first) that a result shows whole: each as written, or
 * its leading whole sentences when they still say enough. None fits: undefined.
 */
export function pickDescription(
  candidates: readonly (string | null | undefined)[],
): string | undefined {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const text = clean(candidate);
    if (descriptionFits(text)) return text;
    const lead = leadingSentences(text);
    if (lead && descriptionFits(lead)) return lead;
  }
  return undefined;
}

/**
 * Issue 42 'Titles too wide': the page's title with the brand after it when both fit the result's
 * width, the title alone when they do not (the brand shows above the result anyway, as its site name).
 */
export function titleWithBrand(title: string, brand: string): string {
  const branded = `${clean(title)} | ${brand}`;
  return titleFits(branded) ? branded : clean(title);
}
