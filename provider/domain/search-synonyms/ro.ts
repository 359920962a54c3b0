import type { LanguageSynonyms } from './types';

export const roSynonyms: LanguageSynonyms = {
  fillers: ['de', 'din', 'la', 'cu', 'pentru', 'contra', 'anti'],
  synonyms: [
    { typed: ['termopan'], means: ['fereastră PVC', 'ferestre PVC'] },
    { typed: ['geamur'], means: ['ferestre'] },
    { typed: ['rolet'], means: ['rulou exterior', 'rulouri exterioare', 'rulou', 'rulouri'] },
    {
      typed: ['tantar', 'antitantar', 'plas tantar', 'plas musc', 'plas must'],
      means: ['plasă contra insectelor', 'plase contra insectelor'],
    },
  ],
};
