import type { Locale } from '../../../lib/i18n/locales';
import { enSynonyms } from './en';
import { itSynonyms } from './it';
import { roSynonyms } from './ro';
import { ruSynonyms } from './ru';
import type { LanguageSynonyms } from './types';

export type { LanguageSynonyms, SearchSynonym } from './types';

/** Search synonyms per shop language, expanded at query time (provider/domain/search.ts). */
export const searchSynonyms: Record<Locale, LanguageSynonyms> = {
  ro: roSynonyms,
  en: enSynonyms,
  ru: ruSynonyms,
  it: itSynonyms,
};
