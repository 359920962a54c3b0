import { contentRedirect, type ContentLookup } from './content-redirect';

const slugs: Record<string, Record<string, string>> = {
  'privacy-policy': { ro: 'politica-de-confidentialitate', en: 'privacy-policy' },
};
const lookup: ContentLookup = {
  subcategoryPath: async (slug) =>
    ({ 'pvc-windows': '/windows/pvc-windows', automation: '/gates/automation' })[slug],
  infoSlug: async (locale, slug) => {
    const page = Object.values(slugs).find((bySlug) => Object.values(bySlug).includes(slug));
    return page ? (page[locale] ?? page.en) : undefined;
  },
};
const unknown: ContentLookup = { subcategoryPath: async () => null, infoSlug: async () => null };

describe('contentRedirect (issue 42: the aliases only the content knows, from the proxy)', () => {
  it('sends an info page under another language’s slug to its own slug', async () => {
    expect(await contentRedirect('/en/info/politica-de-confidentialitate', lookup)).toBe(
      '/en/info/privacy-policy',
    );
    expect(await contentRedirect('/info/privacy-policy', lookup)).toBe(
      '/info/politica-de-confidentialitate',
    );
    // A language without a slug of its own falls back to the English one.
    expect(await contentRedirect('/it/info/politica-de-confidentialitate', lookup)).toBe(
      '/it/info/privacy-policy',
    );
  });

  it('sends a subcategory asked as /{slug} to its address under its parent', async () => {
    expect(await contentRedirect('/it/automation', lookup)).toBe('/it/gates/automation');
    expect(await contentRedirect('/pvc-windows', lookup)).toBe('/windows/pvc-windows');
  });

  it('leaves final addresses, other pages, unknown slugs and an unreachable provider alone', async () => {
    for (const pathname of [
      '/info/politica-de-confidentialitate',
      '/en/info/privacy-policy',
      '/info/made-up',
      '/windows',
      '/windows/pvc-windows',
      '/en/about',
      '/contacte',
      '/blog',
      '/',
      '/en',
    ])
      expect(await contentRedirect(pathname, lookup), pathname).toBeNull();
    expect(await contentRedirect('/it/automation', unknown)).toBeNull();
    expect(await contentRedirect('/en/info/politica-de-confidentialitate', unknown)).toBeNull();
  });
});
