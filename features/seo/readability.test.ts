import { describe, expect, it } from 'vitest';
import {
  analyseReadability,
  englishSyllables,
  fleschReadingEase,
  gulpeaseIndex,
  hasTransition,
  isPassive,
  obornevaReadingEase,
  russianSyllables,
} from './readability';

describe('reading-ease formulas on texts counted by hand', () => {
  it('Flesch (en): 206.835 − 1.015 × words/sentences − 84.6 × syllables/words', () => {
    // 6 words, 6 syllables, 1 sentence.
    expect(fleschReadingEase('The cat sat on the mat.')).toBe(116.1);
    // 8 words (win-dows keep the house warm, doors o-pen ea-si-ly), 12 syllables, 2 sentences.
    expect(fleschReadingEase('Windows keep the house warm. Doors open easily.')).toBe(75.9);
    expect(['windows', 'house', 'easily', 'the', 'fitted', 'closed'].map(englishSyllables)).toEqual(
      [2, 1, 3, 1, 2, 1],
    );
  });

  it('Oborneva (ru): 206.835 − 1.3 × words/sentences − 60.1 × syllables/words', () => {
    // 3 words, 6 syllables (ма-ма мы-ла ра-му), 1 sentence.
    expect(obornevaReadingEase('Мама мыла раму.')).toBe(82.7);
    expect(russianSyllables('Стеклопакет')).toBe(4);
  });

  it('Gulpease (it): 89 + (300 × sentences − 10 × letters) / words, within 0–100', () => {
    // 13 words, 78 letters, 1 sentence: 89 + (300 − 780) / 13.
    expect(
      gulpeaseIndex(
        'La finestra in legno lamellare garantisce un isolamento termico eccellente per tutto l’anno.',
      ),
    ).toBe(52.1);
    expect(gulpeaseIndex('Il gatto dorme.')).toBe(100);
  });
});

describe('passive voice', () => {
  it.each([
    ['en', 'The frame is made of oak.', true],
    ['en', 'The windows were installed yesterday.', true],
    ['en', 'The glass is already tempered.', true],
    ['en', 'We install windows in a day.', false],
    ['en', 'The door is red.', false],
    ['ro', 'Fereastra a fost montată ieri.', true],
    ['ro', 'Profilele sunt fabricate în Moldova.', true],
    ['ro', 'Profilele sunt fabricate in Moldova.', true],
    ['ro', 'Noi montăm ferestre.', false],
    ['ro', 'Ușile sunt toate albe.', false],
    ['it', 'La finestra è stata montata ieri.', true],
    ['it', 'I profili vengono prodotti in Moldova.', true],
    ['it', 'Siamo arrivati a Chișinău.', false],
    ['it', 'Noi produciamo finestre.', false],
    ['ru', 'Окна были установлены вчера.', false],
  ] as const)('%s: %s → %s', (locale, sentence, passive) => {
    expect(isPassive(sentence, locale)).toBe(passive);
  });
});

describe('transition words', () => {
  it.each([
    ['en', 'However, the price is fair.', true],
    ['en', 'On the other hand, aluminium lasts.', true],
    ['en', 'The price is fair.', false],
    ['ro', 'Totuși, prețul este corect.', true],
    ['ro', 'Prin urmare montajul e gratuit.', true],
    ['ro', 'Totusi pretul este corect.', true],
    ['ru', 'Однако цена честная.', true],
    ['ru', 'Цена честная.', false],
    ['it', 'Tuttavia il prezzo è giusto.', true],
    ['it', 'Il prezzo è giusto.', false],
  ] as const)('%s: %s → %s', (locale, sentence, found) => {
    expect(hasTransition(sentence, locale)).toBe(found);
  });
});

describe('analyseReadability', () => {
  it('says a short text is too short to judge', () => {
    expect(analyseReadability(['Contacte. Sunați-ne.'], 'ro').findings).toEqual([
      { key: 'text_short', level: 'warn', params: { words: 2, min: 50 } },
    ]);
  });

  it('counts long sentences, long paragraphs, passive sentences, transitions and the score', () => {
    const long =
      'The windows that we make in our own factory near the city are fitted with German profiles and double glass that keeps the heat inside in winter.';
    const short = 'However, the price is fair.';
    const passive = 'Every frame is made to measure.';
    const paragraphs = [
      [long, long, short, passive].join(' '),
      Array.from({ length: 16 }, () => 'Doors open easily and close well.').join(' '),
    ];
    const report = analyseReadability(paragraphs, 'en');
    expect(report.sentences).toBe(20);
    expect(report.paragraphs).toBe(2);
    const byKey = Object.fromEntries(report.findings.map((finding) => [finding.key, finding]));
    expect(byKey.sentences_ok).toMatchObject({
      level: 'pass',
      params: { long: 2, total: 20, percent: 10, max: 20 },
    });
    expect(byKey.paragraphs_ok).toMatchObject({ level: 'pass', params: { longest: 96 } });
    // "are fitted" in each long sentence, and "is made".
    expect(byKey.passive_many).toMatchObject({
      level: 'warn',
      params: { passive: 3, percent: 15 },
    });
    expect(byKey.transitions_few).toMatchObject({
      level: 'fail',
      params: { linked: 1, percent: 5, goal: 30 },
    });
    expect(byKey.score_ok ?? byKey.score_hard).toMatchObject({ params: { formula: 'flesch' } });
  });

  it('flags a wall of text and too many long sentences, and says Romanian has no standard score', () => {
    const sentence =
      'Ferestrele noastre din profil german cu cinci camere și geam dublu sunt montate de echipa noastră în toată Republica Moldova fără costuri suplimentare.';
    const report = analyseReadability([Array.from({ length: 10 }, () => sentence).join(' ')], 'ro');
    const keys = report.findings.map((finding) => [finding.key, finding.level]);
    expect(keys).toEqual([
      ['sentences_long', 'fail'],
      ['paragraphs_long', 'fail'],
      ['passive_many', 'fail'],
      ['transitions_few', 'fail'],
      ['score_none', 'info'],
    ]);
  });

  it('leaves passive voice out for Russian and scores with Oborneva', () => {
    const text = Array.from({ length: 20 }, () => 'Мы делаем окна сами. Однако цена честная.').join(
      ' ',
    );
    const keys = analyseReadability([text], 'ru').findings.map((finding) => finding.key);
    expect(keys).not.toContain('passive_ok');
    expect(keys).not.toContain('passive_many');
    expect(keys).toContain('transitions_ok');
    expect(keys.some((key) => key.startsWith('score_'))).toBe(true);
  });
});
