import { describe, expect, it } from 'vitest';
import { parseHead } from './preview';
import { socialCard } from './social-card';

describe('socialCard', () => {
  it('reads Open Graph first and loads an image of the shop from the shop itself', () => {
    const head = parseHead(
      '<head><title>Contacte | F</title><meta name="description" content="Head"/><link rel="canonical" href="https://fereastra.md/contacte"/>' +
        '<meta property="og:title" content="Contacte"/><meta property="og:description" content="OG"/><meta property="og:site_name" content="Fereastra Moldovei"/>' +
        '<meta property="og:image" content="https://fereastra.md/images/og-default.png?v=2"/></head>',
    );
    expect(socialCard(head, '/contacte', [])).toEqual({
      siteName: 'Fereastra Moldovei',
      domain: 'fereastra.md',
      title: 'Contacte',
      description: 'OG',
      image: '/images/og-default.png?v=2',
    });
  });

  it('falls back to the title and description, and keeps a foreign image absolute', () => {
    const head = parseHead(
      '<head><title>T</title><meta name="description" content="D"/><meta property="og:image" content="https://cdn.example/i.png"/></head>',
    );
    expect(socialCard(head, '/en', ['http://localhost:3000'])).toMatchObject({
      title: 'T',
      description: 'D',
      domain: '',
      image: 'https://cdn.example/i.png',
    });
  });
});
