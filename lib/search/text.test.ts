import { describe, expect, it } from 'vitest';
import { normalizeSearchText, SEARCH_MAX_LENGTH } from './text';

describe('normalizeSearchText', () => {
  it('trims and cuts to the longest query the provider accepts', () => {
    expect(normalizeSearchText('  ferestre pvc \n')).toBe('ferestre pvc');
    expect(normalizeSearchText('a'.repeat(150))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(normalizeSearchText('   ')).toBe('');
  });

  it('does not end in the first half of an emoji cut in two', () => {
    const text = normalizeSearchText(`${'a'.repeat(SEARCH_MAX_LENGTH - 1)}🪟`);
    expect(text).toBe('a'.repeat(SEARCH_MAX_LENGTH - 1));
  });

  it('is idempotent, also where the cut leaves a space at the end', () => {
    for (const raw of [
      `${'a'.repeat(SEARCH_MAX_LENGTH - 1)} b`,
      `${'a'.repeat(SEARCH_MAX_LENGTH - 2)} 🪟`,
      ' окна  пвх ',
      '',
    ]) {
      const once = normalizeSearchText(raw);
      expect(normalizeSearchText(once), JSON.stringify(raw)).toBe(once);
    }
    expect(normalizeSearchText(`${'a'.repeat(SEARCH_MAX_LENGTH - 1)} b`)).toBe(
      'a'.repeat(SEARCH_MAX_LENGTH - 1),
    );
  });
});
