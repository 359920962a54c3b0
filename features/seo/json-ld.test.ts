import { describe, expect, it } from 'vitest';
import { articleJsonLd, breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from './json-ld';

describe('JSON-LD helpers', () => {
  it('describes the organization with contact points and branches as LocalBusiness', () => {
    const org = organizationJsonLd({ siteUrl: 'https://x.md', name: 'Fereastra Moldovei', branches: [{ name: 'Bălți', address: 'str. Independenței 1', city: 'Bălți', phone: '+37323100100' }] });
    expect(org['@type']).toBe('Organization');
    expect(org.contactPoint).toEqual([expect.objectContaining({ '@type': 'ContactPoint', telephone: '+37322800800' })]);
    expect(org.department).toEqual([expect.objectContaining({ '@type': 'LocalBusiness', name: 'Bălți', telephone: '+37323100100' })]);
  });

  it('numbers breadcrumbs from 1', () => {
    const list = breadcrumbJsonLd([{ name: 'Acasă', url: 'https://x.md/' }, { name: 'Ferestre', url: 'https://x.md/windows' }]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Acasă', item: 'https://x.md/' },
      { '@type': 'ListItem', position: 2, name: 'Ferestre', item: 'https://x.md/windows' },
    ]);
  });

  it('prices a product offer from minor units without floats leaking', () => {
    const product = productJsonLd({ name: 'Fereastră PVC', url: 'https://x.md/product/a', priceMinor: 1234550, currency: 'MDL' });
    expect(product.offers).toEqual(expect.objectContaining({ '@type': 'Offer', price: '12345.50', priceCurrency: 'MDL', availability: 'https://schema.org/InStock' }));
  });

  it('gives the per-metre price its unit (MTR) and a piece price H87', () => {
    const sill = productJsonLd({ name: 'Pervaz PVC 250 mm', url: 'https://x.md/product/sill', priceMinor: 1190, currency: 'EUR', unit: 'metre' });
    expect(sill.offers).toEqual(
      expect.objectContaining({
        price: '11.90',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '11.90',
          priceCurrency: 'EUR',
          unitCode: 'MTR',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MTR' },
        },
      }),
    );
    const window = productJsonLd({ name: 'Fereastră', url: 'u', priceMinor: 18900, currency: 'EUR' });
    expect(window.offers).toEqual(expect.objectContaining({ priceSpecification: expect.objectContaining({ unitCode: 'H87', price: '189.00' }) }));
  });

  it('builds Article and FAQPage', () => {
    expect(articleJsonLd({ headline: 'H', url: 'u', datePublished: '2026-01-01', inLanguage: 'ro' }).dateModified).toBe('2026-01-01');
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
  });

  it('cannot break out of its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
