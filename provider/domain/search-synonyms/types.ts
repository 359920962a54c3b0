/**
 * Words shoppers type for something the catalog names otherwise (issue 27: "termopan" is what a
 * Moldovan calls a PVC window). Written as read; case and diacritics do not matter (ț = ţ = t).
 */
export interface SearchSynonym {
  /**
   * What shoppers type: phrases of word beginnings. A typed word matches when it starts with the
   * beginning given here, so `rolet` covers rolete, roletă and roletele.
   */
  typed: readonly string[];
  /** The catalog's names for it: any one of these phrases, each of its words as a prefix. */
  means: readonly string[];
}

export interface LanguageSynonyms {
  /** Small words skipped between the words of a typed phrase ("plasă de țânțari", "сетка от комаров"). */
  fillers: readonly string[];
  synonyms: readonly SearchSynonym[];
}
