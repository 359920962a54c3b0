import { describe, expect, it } from 'vitest';
import { parseHead } from './preview';
import { serpSnippet } from './serp';

const long =
  'Ferestre termopan cu profil de cinci camere, geam dublu și feronerie germană, montate de echipa noastră în Chișinău și în toată Moldova, cu garanție de zece ani și livrare gratuită.';
const head = parseHead(
  `<head><title>Ferestre din PVC în Chișinău — țară și oraș, montaj și livrare gratuită în toată Moldova</title>` +
    `<meta name="description" content="${long}"/><meta property="og:site_name" content="Fereastra Moldovei"/>` +
    `<link rel="canonical" href="https://fereastra.md/catalog/ferestre%20pvc"/></head>`,
);

describe('serpSnippet', () => {
  it('draws the URL line as a breadcrumb of the canonical address under the site name', () => {
    const snippet = serpSnippet(head, '/catalog', 'desktop');
    expect(snippet.siteName).toBe('Fereastra Moldovei');
    expect(snippet.breadcrumb).toBe('https://fereastra.md › catalog › ferestre pvc');
  });

  it('cuts the title at 580 px and the description at 920 px desktop, 680 px mobile', () => {
    const desktop = serpSnippet(head, '/catalog', 'desktop');
    const mobile = serpSnippet(head, '/catalog', 'mobile');
    expect(desktop.title).toMatchObject({ max: 580, level: 'over' });
    expect(desktop.title.shown.endsWith(' ...')).toBe(true);
    expect(desktop.description).toMatchObject({ max: 920, level: 'over' });
    expect(mobile.description).toMatchObject({ max: 680, level: 'over' });
    expect(mobile.description!.shown.length).toBeLessThan(desktop.description!.shown.length);
  });

  it('shows short texts whole and reports no description when there is none', () => {
    const snippet = serpSnippet(
      parseHead('<head><title>Contacte</title></head>'),
      '/contacte',
      'mobile',
    );
    expect(snippet.title).toMatchObject({ shown: 'Contacte', level: 'ok' });
    expect(snippet.description).toBeNull();
    expect(snippet.breadcrumb).toBe('contacte');
  });
});
