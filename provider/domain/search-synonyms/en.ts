import type { LanguageSynonyms } from './types';

export const enSynonyms: LanguageSynonyms = {
  fillers: ['for', 'of', 'against', 'anti', 'the'],
  synonyms: [
    { typed: ['double glaz', 'plastic window'], means: ['PVC window'] },
    { typed: ['upvc'], means: ['PVC'] },
    { typed: ['roller blind', 'rolling shutter', 'roll shutter'], means: ['roller shutter'] },
    {
      typed: ['mosquito', 'mosquito net', 'fly screen', 'fly net', 'flyscreen', 'bug screen'],
      means: ['insect screen'],
    },
  ],
};
