import { describe, expect, it } from 'vitest';
import { infoPagesColumn, visibleFooterColumns } from './footer-links';

describe('footer columns (spec 2)', () => {
  const columns = [
    { id: 2, name: 'Clienți', order: 2, pages: [{ slug: 'termeni-si-conditii', name: 'Termeni' }] },
    {
      id: 1,
      name: 'Companie',
      order: 1,
      pages: [
        { slug: 'despre', name: 'Despre' },
        { slug: null, name: 'Missing' },
        { slug: 'bad slug/..', name: 'Invalid' },
        { slug: '', name: 'Empty' },
      ],
    },
    { id: 3, name: 'Empty column', order: 0, pages: [{ slug: null, name: 'x' }] },
  ];

  it('sorts by order and hides links with a missing or invalid slug', () => {
    const visible = visibleFooterColumns(columns, 'ro');
    expect(visible.map((c) => c.name)).toEqual(['Companie', 'Clienți']);
    expect(visible[0]?.links).toEqual([{ name: 'Despre', href: '/info/despre' }]);
  });

  it('prefixes links for non-default locales', () => {
    expect(visibleFooterColumns(columns, 'ru')[1]?.links[0]?.href).toBe(
      '/ru/info/termeni-si-conditii',
    );
  });

  it('lists in the info-pages column only valid pages no column shows yet', () => {
    const shown = visibleFooterColumns(columns, 'en');
    const info = infoPagesColumn(
      [
        { slug: 'termeni-si-conditii', title: 'Terms' },
        { slug: 'privacy-policy', title: 'Privacy' },
        { slug: 'undefined thing', title: 'Broken' },
      ],
      shown,
      'en',
      'Information',
    );
    expect(info).toEqual({
      name: 'Information',
      links: [{ name: 'Privacy', href: '/en/info/privacy-policy' }],
    });
    expect(infoPagesColumn([], shown, 'en', 'Information')).toBeNull();
  });
});
