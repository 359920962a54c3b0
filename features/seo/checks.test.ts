import { describe, expect, it } from 'vitest';
import {
  checkCanonical,
  checkHeadings,
  checkHosts,
  checkHreflang,
  checkImages,
  checkJsonLd,
  checkRobots,
  checkSocial,
  checkStatus,
  parseBody,
  type LocalePage,
} from './checks';
import { parseHead } from './preview';

const head = (tags: string) => parseHead(`<html><head>${tags}</head><body></body></html>`);
const keys = (findings: { key: string; level: string }[]) =>
  findings.map((finding) => `${finding.level}:${finding.key}`);
const ld = (...blocks: string[]) =>
  parseBody(blocks.map((block) => `<script type="application/ld+json">${block}</script>`).join(''));

describe('checkStatus', () => {
  it('passes a page that answers 200 directly', () => {
    expect(keys(checkStatus([{ path: '/en/contacts', status: 200 }], '/en/contacts'))).toEqual([
      'pass:status_ok',
    ]);
  });

  it('reports the redirect chain, a temporary hop and where the chain ends', () => {
    const findings = checkStatus(
      [
        { path: '/ro/', status: 307, location: '/ro' },
        { path: '/ro', status: 308, location: '/' },
        { path: '/', status: 200 },
      ],
      '/ro/',
    );
    expect(keys(findings)).toEqual(['fail:status_redirect', 'warn:status_temporary']);
    expect(findings[0]).toMatchObject({ params: { hops: 2, final: '/' }, fixPath: '/ro/' });
    expect(findings[1]).toMatchObject({ params: { status: 307, from: '/ro/' } });
  });

  it('fails a page that does not answer 200', () => {
    expect(checkStatus([{ path: '/en/x', status: 500 }], '/en/x')[0]).toMatchObject({
      level: 'fail',
      key: 'status_error',
      params: { status: 500 },
    });
  });
});

describe('checkCanonical', () => {
  it('passes a self-canonical page, whatever the host', () => {
    expect(
      keys(
        checkCanonical(
          head('<link rel="canonical" href="https://fereastra.md/en/catalog?page=2"/>'),
          '/en/catalog?page=2',
        ),
      ),
    ).toEqual(['pass:canonical_ok']);
  });

  it('fails a canonical that points to another page', () => {
    expect(
      checkCanonical(
        head('<link rel="canonical" href="https://fereastra.md/en/catalog"/>'),
        '/en/catalog?page=2',
      )[0],
    ).toMatchObject({
      level: 'fail',
      key: 'canonical_elsewhere',
      params: { target: '/en/catalog' },
      fixPath: '/en/catalog?page=2',
    });
  });

  it('warns when there is none', () => {
    expect(keys(checkCanonical(head(''), '/en'))).toEqual(['warn:canonical_missing']);
  });
});

describe('checkRobots', () => {
  const sitemap = new Set(['/en/contacts']);
  it('fails a noindex page listed in the sitemap', () => {
    expect(
      keys(
        checkRobots(
          head('<meta name="robots" content="noindex, follow"/>'),
          '/en/contacts',
          sitemap,
        ),
      ),
    ).toEqual(['fail:robots_noindex_in_sitemap']);
  });
  it('warns about a noindex page and an indexable page missing from the sitemap', () => {
    expect(
      keys(checkRobots(head('<meta name="robots" content="noindex"/>'), '/en/cart', sitemap)),
    ).toEqual(['warn:robots_noindex']);
    expect(
      keys(
        checkRobots(
          head('<meta name="robots" content="index, follow"/>'),
          '/en/branches/1',
          sitemap,
        ),
      ),
    ).toEqual(['warn:robots_not_in_sitemap']);
  });
  it('passes an indexable page in the sitemap', () => {
    expect(
      keys(
        checkRobots(head('<meta name="robots" content="index, follow"/>'), '/en/contacts', sitemap),
      ),
    ).toEqual(['pass:robots_ok']);
  });
});

describe('checkHreflang', () => {
  const links = (map: Record<string, string>) =>
    head(
      Object.entries(map)
        .map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="http://x${href}"/>`)
        .join(''),
    );
  const all = {
    ro: '/contacte',
    en: '/en/contacts',
    ru: '/ru/kontakty',
    it: '/it/contacts',
    'x-default': '/contacte',
  };
  const pages = (ruLinks: Record<string, string>): LocalePage[] => [
    { locale: 'ro', path: '/contacte', head: links(all) },
    { locale: 'en', path: '/en/contacts', head: links(all) },
    { locale: 'ru', path: '/ru/kontakty', head: links(ruLinks) },
    { locale: 'it', path: '/it/contacts', head: links(all) },
  ];

  it('passes four versions that all name each other', () => {
    const set = pages(all);
    for (const page of set) expect(keys(checkHreflang(page, set))).toEqual(['pass:hreflang_ok']);
  });

  it('fails a version the other does not name back, with a link to the page to fix', () => {
    const set = pages({ ...all, en: '/en' });
    const english = checkHreflang(set[1]!, set);
    expect(english).toEqual([
      {
        check: 'hreflang',
        level: 'fail',
        key: 'hreflang_not_reciprocal',
        params: { locale: 'ru', target: '/ru/kontakty', back: '/en' },
        fixPath: '/ru/kontakty',
      },
    ]);
    expect(keys(checkHreflang(set[2]!, set))).toEqual(['fail:hreflang_wrong_target']);
  });

  it('fails missing languages', () => {
    const set = pages({ ru: '/ru/kontakty' });
    expect(checkHreflang(set[2]!, set)[0]).toMatchObject({
      key: 'hreflang_missing',
      params: { locales: 'ro, en, it, x-default' },
    });
  });
});

describe('checkJsonLd', () => {
  it('lists the types of a complete page', () => {
    const body = ld(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Fereastră',
        offers: { '@type': 'Offer', price: 100, priceCurrency: 'MDL' },
      }),
      JSON.stringify({
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1 }],
      }),
    );
    expect(checkJsonLd(body, '/p')).toEqual([
      {
        check: 'jsonLd',
        level: 'pass',
        key: 'jsonld_types',
        params: { types: 'Product, BreadcrumbList' },
      },
    ]);
  });

  it('names the required properties each type lacks', () => {
    const body = ld(
      JSON.stringify({
        '@graph': [
          { '@type': 'Product', name: 'Usă', offers: [{ price: 5 }] },
          { '@type': 'LocalBusiness', name: 'Filiala' },
        ],
      }),
      JSON.stringify([
        { '@type': 'Article' },
        { '@type': 'FAQPage', mainEntity: [] },
        { '@type': 'Organization', name: 'F', url: 'http://x' },
      ]),
    );
    const findings = checkJsonLd(body, '/p');
    expect(findings[0]).toMatchObject({ level: 'warn', key: 'jsonld_types' });
    expect(findings.slice(1).map((f) => f.params)).toEqual([
      { type: 'Product', properties: 'offers.priceCurrency' },
      { type: 'LocalBusiness', properties: 'address' },
      { type: 'Article', properties: 'headline' },
      { type: 'FAQPage', properties: 'mainEntity' },
    ]);
  });

  it('fails a block that is not JSON and warns when there is no structured data', () => {
    expect(keys(checkJsonLd(ld('{"@type": "Product",'), '/p'))).toEqual(['fail:jsonld_invalid']);
    expect(keys(checkJsonLd(parseBody('<p>Nothing</p>'), '/p'))).toEqual(['warn:jsonld_none']);
  });
});

describe('checkImages', () => {
  it('warns about images without an alt attribute; an empty alt marks a decorative image', () => {
    const body = parseBody(
      '<img src="/a.png" alt="Fereastră"><img src="/deco.svg" alt=""><img src="/b.png"><img alt src="/c.png"><script>"<img src=/in-script.png>"</script>',
    );
    expect(checkImages(body, '/p')).toEqual([
      {
        check: 'images',
        level: 'warn',
        key: 'images_missing_alt',
        params: { count: 1, images: '/b.png' },
        fixPath: '/p',
      },
    ]);
    expect(keys(checkImages(parseBody('<img src="/a.png" alt="A">'), '/p'))).toEqual([
      'pass:images_ok',
    ]);
  });
});

describe('checkHeadings', () => {
  it('passes one h1 and levels that go down one at a time', () => {
    expect(
      keys(checkHeadings(parseBody('<h1>Shop</h1><h2>A</h2><h3>B</h3><h2>C</h2>'), '/p')),
    ).toEqual(['pass:headings_ok']);
  });

  it('fails no h1 or several, and warns about a skipped level', () => {
    expect(keys(checkHeadings(parseBody('<h2>A</h2>'), '/p'))).toEqual(['fail:headings_no_h1']);
    expect(checkHeadings(parseBody('<h1>A</h1><h1>B</h1>'), '/p')[0]).toMatchObject({
      key: 'headings_many_h1',
      params: { count: 2 },
    });
    expect(
      checkHeadings(
        parseBody('<h1>Shop</h1><h2>Catalog</h2><h4 class="x">Windows <b>PVC</b></h4>'),
        '/p',
      ),
    ).toEqual([
      {
        check: 'headings',
        level: 'warn',
        key: 'headings_skipped',
        params: { from: 'h2', to: 'h4', text: 'Windows PVC' },
        fixPath: '/p',
      },
    ]);
  });
});

describe('checkHosts (issue 42)', () => {
  const shop = ['https://fereastra.md', 'https://www.fereastra.md'];
  const tags = (canonical: string, ogUrl: string, hreflang = canonical) =>
    head(
      `<link rel="canonical" href="${canonical}"/><link rel="alternate" hreflang="en" href="${hreflang}"/><meta property="og:url" content="${ogUrl}"/>`,
    );

  it('passes addresses on the shop’s own hosts, relative ones included', () => {
    expect(
      keys(
        checkHosts(
          tags('https://fereastra.md/en/about', '/en/about', 'https://www.fereastra.md/en/about'),
          shop,
          '/en/about',
        ),
      ),
    ).toEqual(['pass:hosts_ok']);
  });

  it('fails a canonical, hreflang or og:url on another host, a development address included', () => {
    const findings = checkHosts(
      tags(
        'http://localhost:3917/en/about',
        'https://competitor.md/en/about',
        'https://fereastra.md.evil.example/en/about',
      ),
      shop,
      '/en/about',
    );
    expect(keys(findings)).toEqual([
      'fail:hosts_foreign',
      'fail:hosts_foreign',
      'fail:hosts_foreign',
    ]);
    expect(findings.map((finding) => finding.params)).toEqual([
      { tag: 'canonical', url: 'http://localhost:3917/en/about' },
      { tag: 'hreflang en', url: 'https://fereastra.md.evil.example/en/about' },
      { tag: 'og:url', url: 'https://competitor.md/en/about' },
    ]);
    expect(findings[0]!.fixPath).toBe('/en/about');
  });

  it('fails the same host on another scheme (http for an https shop)', () => {
    expect(
      checkHosts(tags('http://fereastra.md/', '/'), shop, '/').map((finding) => finding.params),
    ).toEqual([
      { tag: 'canonical', url: 'http://fereastra.md/' },
      { tag: 'hreflang en', url: 'http://fereastra.md/' },
    ]);
  });
});

describe('checkSocial (issue 42)', () => {
  it('passes a raster card with its alternative text', () => {
    expect(
      keys(
        checkSocial(
          head(
            '<meta property="og:image" content="/og.png"/><meta property="og:image:alt" content="Card"/>',
          ),
          '/',
        ),
      ),
    ).toEqual(['pass:social_ok']);
  });

  it('warns on an SVG card and on a card without alternative text', () => {
    const findings = checkSocial(
      head('<meta property="og:image" content="https://fereastra.md/images/house.svg?v=2"/>'),
      '/en',
    );
    expect(keys(findings)).toEqual(['warn:social_svg_image', 'warn:social_image_alt_missing']);
    expect(findings[0]).toMatchObject({
      params: { image: 'https://fereastra.md/images/house.svg?v=2' },
      fixPath: '/en',
    });
  });

  it('says nothing without a card (the preview warns of a missing image itself)', () => {
    expect(checkSocial(head(''), '/')).toEqual([]);
  });
});
