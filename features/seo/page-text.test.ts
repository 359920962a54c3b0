import { describe, expect, it } from 'vitest';
import { parsePageText } from './page-text';

describe('parsePageText', () => {
  it('reads the h1, paragraphs, list items and alt texts of the main content only', () => {
    const html = `<html><body><header><p>Header text</p><img src="/logo.svg" alt="Logo"></header>
      <main id="main"><nav aria-label="Breadcrumbs"><ol><li>Home</li></ol></nav>
      <h1>Ferestre <em>termopan</em></h1>
      <p>Primul paragraf &amp; mai mult.</p>
      <script>var x = "<p>not text</p>";</script>
      <ul><li>Profil cu 5 camere</li><li> </li></ul>
      <img src="/a.jpg" alt="Fereastră termopan albă"><img src="/b.jpg" alt="">
      <form><p>Form hint</p></form></main>
      <footer><p>Footer</p></footer></body></html>`;
    expect(parsePageText(html)).toEqual({
      h1: 'Ferestre termopan',
      paragraphs: ['Primul paragraf & mai mult.', 'Profil cu 5 camere'],
      alts: ['Fereastră termopan albă'],
    });
  });

  it('has no h1 and no paragraphs on an empty main', () => {
    expect(parsePageText('<main></main>')).toEqual({ h1: null, paragraphs: [], alts: [] });
  });
});
