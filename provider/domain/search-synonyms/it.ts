import type { LanguageSynonyms } from './types';

export const itSynonyms: LanguageSynonyms = {
  fillers: ['di', 'da', 'per', 'contro', 'anti'],
  synonyms: [
    { typed: ['infiss', 'serrament'], means: ['finestra PVC', 'finestre PVC'] },
    { typed: ['avvolgibil'], means: ['tapparella', 'tapparelle'] },
    { typed: ['zanzar', 'antizanzar'], means: ['zanzariera', 'zanzariere'] },
  ],
};
