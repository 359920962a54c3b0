import { describe, expect, it } from 'vitest';
import { parseHead, previewWarnings } from './preview';

const page = (head: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><title>not this</title></body></html>`;

describe('SEO preview', () => {
  it('reads title, description, canonical, robots, Open Graph and hreflang', () => {
    const head = parseHead(
      page(
        '<title>Contacte | Fereastra Moldovei</title><meta name="description" content="Telefon &amp; e-mail"/><meta name="robots" content="index, follow"/>' +
          '<link rel="canonical" href="http://x/contacte"/><link rel="alternate" hrefLang="ru" href="http://x/ru/kontakty"/><meta property="og:image" content="http://x/og.png"/>',
      ),
    );
    expect(head).toMatchObject({
      title: 'Contacte | Fereastra Moldovei',
      description: 'Telefon & e-mail',
      canonical: 'http://x/contacte',
      robots: 'index, follow',
      ogImage: 'http://x/og.png',
    });
    expect(head.hreflang).toEqual({ ru: 'http://x/ru/kontakty' });
  });

  it('warns about long or missing texts and no image', () => {
    const warnings = previewWarnings(
      parseHead(
        page(`<title>${'W'.repeat(31)}</title><meta name="robots" content="noindex, follow"/>`),
      ),
    );
    expect(warnings.map((w) => w.key)).toEqual([
      'title_long',
      'description_missing',
      'image_missing',
    ]);
    // 31 × W at 20 px Arial: 31 × 1933/2048 × 20 = 585 px, past 580 px.
    expect(warnings[0]).toEqual({ key: 'title_long', width: 585, max: 580 });
  });

  it('has nothing to say about a complete page', () => {
    const links = ['ro', 'en', 'ru', 'it', 'x-default']
      .map((l) => `<link rel="alternate" hreflang="${l}" href="http://x/${l}"/>`)
      .join('');
    const html = page(
      `<title>Fine</title><meta name="description" content="Short."/><meta property="og:image" content="http://x/i.png"/><link rel="canonical" href="http://x/"/>${links}`,
    );
    expect(previewWarnings(parseHead(html))).toEqual([]);
  });
});
