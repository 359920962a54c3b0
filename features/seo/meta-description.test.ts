import { describe, expect, it } from 'vitest';
import { bodyText, htmlText } from './meta-description';

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
