import type { Locale } from '@/lib/i18n/locales';

/**
 * Issue 42: the words the readability analysis looks for, per language. Content, not code: an editor
 * may add a transition word here without reading readability.ts. Romanian entries are compared
 * without diacritics (texts are typed both ways); the others as written, in lower case.
 */

/**
 * A list written as text, its entries separated by commas (a phrase keeps its spaces): short
 * entries fill lines instead of taking one each.
 */
function words(text: TemplateStringsArray): readonly string[] {
  return text
    .join('')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Words and phrases that tie a sentence to the one before (contrast, cause, order, example, summary). */
export const TRANSITION_WORDS: Record<Locale, readonly string[]> = {
  en: words`
    also, additionally, furthermore, moreover, besides, in addition, as well as, however, but,
    although, though, yet, nevertheless, nonetheless, instead, whereas, while, otherwise,
    in contrast, on the other hand, unlike, therefore, thus, hence, consequently, so, because,
    since, as a result, for example, for instance, such as, in particular, especially, in fact,
    indeed, first, firstly, second, secondly, third, then, next, later, afterwards, meanwhile,
    finally, similarly, likewise, in other words, that is, in short, in conclusion, to sum up,
    overall, above all, of course, unless, until,
  `,
  ro: words`
    de asemenea, in plus, mai mult, pe langa, totodata, totusi, insa, dar, iar, desi,
    cu toate acestea, in schimb, pe de alta parte, spre deosebire de, prin urmare, deci, asadar,
    astfel, de aceea, din aceasta cauza, ca urmare, pentru ca, deoarece, fiindca, intrucat,
    de exemplu, de pilda, cum ar fi, in special, mai ales, de fapt, in realitate, in primul rand,
    in al doilea rand, mai intai, apoi, dupa aceea, ulterior, intre timp, in timp ce, in final,
    in cele din urma, in sfarsit, la fel, in mod similar, cu alte cuvinte, adica, pe scurt,
    in concluzie, desigur, bineinteles, astfel incat,
  `,
  ru: words`
    также, тоже, кроме того, более того, к тому же, помимо этого, однако, но, хотя, тем не менее,
    зато, впрочем, напротив, с другой стороны, в то время как, поэтому, следовательно,
    таким образом, итак, в результате, потому что, так как, поскольку, ведь, например, к примеру,
    в частности, особенно, на самом деле, во-первых, во-вторых, в-третьих, сначала, затем, потом,
    после этого, между тем, наконец, в итоге, в заключение, короче говоря, иными словами,
    другими словами, то есть, аналогично, точно так же, конечно, разумеется,
  `,
  it: words`
    inoltre, anche, in più, per di più, oltre a, tuttavia, però, ma, invece, comunque, sebbene,
    benché, anche se, nonostante, al contrario, d'altra parte, mentre, quindi, dunque, perciò,
    pertanto, di conseguenza, così, infatti, perché, poiché, siccome, ad esempio, per esempio,
    in particolare, soprattutto, in realtà, innanzitutto, prima di tutto, in primo luogo,
    in secondo luogo, poi, successivamente, in seguito, nel frattempo, infine, alla fine,
    allo stesso modo, analogamente, in altre parole, cioè, ovvero, in breve, in conclusione,
    certamente, naturalmente,
  `,
};

/**
 * Passive voice: a form of "to be" (Romanian a fi, Italian essere or venire) followed, at most one
 * word later, by a past participle. Russian is left out (its passive is mostly a reflexive or short
 * participle form that a word list cannot tell from other uses).
 */
export interface PassiveRules {
  auxiliaries: readonly string[];
  /** A past participle of a regular verb. */
  participle: RegExp;
  /** Irregular participles. */
  irregular: readonly string[];
  /** Words that look like participles but are not (or, after the auxiliary, make an active tense). */
  notParticiples: RegExp;
}

export const PASSIVE_RULES: Partial<Record<Locale, PassiveRules>> = {
  en: {
    auxiliaries: words`
      am, is, are, was, were, be, been, being, isn't, aren't, wasn't, weren't,
    `,
    participle: /^[a-z]{3,}ed$/,
    irregular: words`
      made, done, built, sold, given, taken, shown, known, seen, found, kept, sent, paid, held,
      brought, bought, written, chosen, set, put, cut, led, left, lost, meant, told, thought,
      understood, won, worn, driven, grown, drawn, broken, spoken, stolen, hidden, begun, shut,
      sent, spent, fit,
    `,
    notParticiples:
      /^(need|feed|seed|speed|bed|red|shed|bred|hundred|sacred|naked|wicked|tired|used|interested|excited|pleased|based)$/,
  },
  ro: {
    auxiliaries: words`
      este, e, sunt, era, erau, eram, erai, erati, fost, fi, fie, fiind,
    `,
    participle: /^[a-z]{2,}(at|ata|ati|ate|it|ita|iti|ite|ut|uta|uti|ute|us|usa|usi|use)$/,
    irregular: words`
      facut, facuta, facuti, facute, pus, pusa, pusi, puse, dus, dusa, dusi, duse, scris, scrisa,
      scrisi, scrise,
    `,
    notParticiples:
      /^(gata|data|toate|poate|foarte|aceste|acestea|altele|bate|state|asemanatoare|importante|ute)$/,
  },
  it: {
    auxiliaries: words`
      è, sono, sei, siamo, siete, era, erano, fu, furono, sarà, saranno, sia, siano, essere, stato,
      stata, stati, state, viene, vengono, veniva, venivano, verrà, verranno, venne, vennero, venga,
      vengano, venire, va, vanno,
    `,
    participle: /^[a-zà-ù]{2,}(ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute)$/,
    irregular: words`
      fatto, fatta, fatti, fatte, prodotto, prodotta, prodotti, prodotte, scritto, scritta, scritti,
      scritte, detto, detta, messo, messa, messi, messe, preso, presa, presi, prese, scelto, scelta,
      scelti, scelte, chiuso, chiusa, aperto, aperta, offerto, offerta, offerti, offerte, coperto,
      coperta, posto, posta, posti, poste, incluso, inclusa, inclusi, incluse,
    `,
    // Active perfect tenses of verbs that take essere (sono arrivati = they have arrived).
    notParticiples:
      /^(andat|arrivat|venut|partit|nat|mort|diventat|rimast|tornat|uscit|entrat|cresciut|piaciut|sembrat|durat|stat)[oaie]$/,
  },
};
