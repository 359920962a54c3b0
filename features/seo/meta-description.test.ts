import { describe, expect, it } from 'vitest';
import { bodyText, htmlText, metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps a short text whole, with its spaces collapsed', () => {
    expect(metaDescription('  Ferestre   PVC  la comandă. ')).toBe('Ferestre PVC la comandă.');
  });

  it('cuts a long text at a word boundary within 155 characters and marks the cut', () => {
    const text =
      'Fereastră PVC Classic 70 cu două canate — dimensiuni standard: 1300 × 1400 mm; profil: 70 mm; 5 camere. Fereastra de bază pentru apartamente: profil de 70 mm cu 5 camere.';
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(' ');
    expect(cut).toBe(
      'Fereastră PVC Classic 70 cu două canate — dimensiuni standard: 1300 × 1400 mm; profil: 70 mm; 5 camere. Fereastra de bază pentru apartamente: profil de 70…',
    );
  });

  it('drops punctuation left dangling by the cut', () => {
    expect(metaDescription('aaaa bbbb, cccc dddd', 11)).toBe('aaaa bbbb…');
    expect(metaDescription('aaaa — bbbb', 8)).toBe('aaaa…');
  });

  it('cuts inside a word only when it has no space to cut at', () => {
    expect(metaDescription('Superlongwordwithoutspaces', 10)).toBe('Superlong…');
  });
});

describe('htmlText', () => {
  it('drops tags and decodes entities', () => {
    expect(
      htmlText(
        '<h2>Livrare</h2><p>Prețuri &amp; termene&nbsp;clare &#8211; <strong>gratuit</strong> în Chișinău.</p>',
      ),
    ).toBe('Livrare Prețuri & termene clare – gratuit în Chișinău.');
  });
});

describe('bodyText', () => {
  it('leaves headings out of a body’s prose', () => {
    expect(
      bodyText(
        '<h2>Livrare</h2><p>Livrăm în toată Moldova.</p><h2 class="x">Plată</h2><p>Plătiți cu cardul.</p>',
      ),
    ).toBe('Livrăm în toată Moldova. Plătiți cu cardul.');
  });
});
