import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  itemListJsonLd,
  webSiteJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from './json-ld';

describe('JSON-LD helpers', () => {
  it('describes the organization with contact points and branches as LocalBusiness', () => {
    const org = organizationJsonLd({
      siteUrl: 'https://x.md',
      name: 'Fereastra Moldovei',
      branches: [
        { name: 'Bălți', address: 'str. Independenței 1', city: 'Bălți', phone: '+37323100100' },
      ],
    });
    expect(org['@type']).toBe('Organization');
    expect(org.contactPoint).toEqual([
      expect.objectContaining({ '@type': 'ContactPoint', telephone: '+37322800800' }),
    ]);
    expect(org.department).toEqual([
      expect.objectContaining({
        '@type': 'LocalBusiness',
        name: 'Bălți',
        telephone: '+37323100100',
      }),
    ]);
  });

  it('describes a branch as a LocalBusiness with address, geo, phone and opening hours', () => {
    const branch = localBusinessJsonLd({
      siteUrl: 'https://x.md',
      hours: 'Zilnic 8:30–19:30',
      image: 'https://x.md/images/b.svg',
      branch: {
        name: 'Showroom Bălți',
        address: 'str. Independenței 45, Bălți',
        city: 'Bălți',
        phone: '+373 (231) 6-20-20',
        email: 'balti@x.md',
        url: 'https://x.md/contacts/balti',
        latitude: 47.7617,
        longitude: 27.9289,
      },
    });
    expect(branch).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://x.md/contacts/balti#branch',
      name: 'Showroom Bălți',
      url: 'https://x.md/contacts/balti',
      image: 'https://x.md/images/b.svg',
      parentOrganization: { '@id': 'https://x.md/#organization' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'str. Independenței 45',
        addressLocality: 'Bălți',
        addressCountry: 'MD',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 47.7617, longitude: 27.9289 },
      telephone: '+37323162020',
      email: 'balti@x.md',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:30',
          closes: '19:30',
        },
      ],
    });
  });

  it('leaves out of a LocalBusiness what the branch does not have', () => {
    const branch = localBusinessJsonLd({
      siteUrl: 'https://x.md',
      hours: 'by appointment',
      branch: { name: 'B', address: 'Somewhere 1', city: 'Cahul', latitude: null, longitude: null },
    });
    expect(Object.keys(branch)).toEqual([
      '@context',
      '@type',
      '@id',
      'name',
      'parentOrganization',
      'address',
    ]);
    expect(branch.address).toEqual(
      expect.objectContaining({ streetAddress: 'Somewhere 1', addressLocality: 'Cahul' }),
    );
  });

  it('numbers breadcrumbs from 1', () => {
    const list = breadcrumbJsonLd([
      { name: 'Acasă', url: 'https://x.md/' },
      { name: 'Ferestre', url: 'https://x.md/windows' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Acasă', item: 'https://x.md/' },
      { '@type': 'ListItem', position: 2, name: 'Ferestre', item: 'https://x.md/windows' },
    ]);
  });

  it('prices a product offer from minor units without floats leaking', () => {
    const product = productJsonLd({
      name: 'Fereastră PVC',
      url: 'https://x.md/product/a',
      priceMinor: 1234550,
      currency: 'MDL',
      deliveryClass: 'large',
    });
    expect(product.offers).toEqual(
      expect.objectContaining({
        '@type': 'Offer',
        price: '12345.50',
        priceCurrency: 'MDL',
        availability: 'https://schema.org/InStock',
      }),
    );
  });

  it('gives the per-metre price its unit (MTR) and a piece price H87', () => {
    const sill = productJsonLd({
      name: 'Pervaz PVC 250 mm',
      url: 'https://x.md/product/sill',
      priceMinor: 1190,
      currency: 'EUR',
      unit: 'metre',
      deliveryClass: 'blinds_sills',
    });
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
    const window = productJsonLd({
      name: 'Fereastră',
      url: 'u',
      priceMinor: 18900,
      currency: 'EUR',
      deliveryClass: 'large',
    });
    expect(window.offers).toEqual(
      expect.objectContaining({
        priceSpecification: expect.objectContaining({ unitCode: 'H87', price: '189.00' }),
      }),
    );
  });

  it('builds Article with its headline, dates, image and the organization as author and publisher', () => {
    const article = articleJsonLd({
      headline: 'Cum alegeți fereastra',
      url: 'https://x.md/blog/1',
      image: 'https://x.md/a.svg',
      datePublished: '2026-01-01',
      inLanguage: 'ro-MD',
      publisherLogo: 'https://x.md/logo.png',
    });
    expect(article).toEqual(
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Cum alegeți fereastra',
        image: ['https://x.md/a.svg'],
        datePublished: '2026-01-01',
        dateModified: '2026-01-01',
        mainEntityOfPage: 'https://x.md/blog/1',
        author: expect.objectContaining({ '@type': 'Organization' }),
        publisher: expect.objectContaining({
          '@type': 'Organization',
          logo: { '@type': 'ImageObject', url: 'https://x.md/logo.png' },
        }),
      }),
    );
    expect(
      articleJsonLd({
        headline: 'x'.repeat(200),
        url: 'u',
        datePublished: '2026-01-01',
        inLanguage: 'ro',
      }).headline,
    ).toHaveLength(110);
  });

  it('gives an offer spec 9 delivery: its class fee up to 1000 €, free over it, in 2–5 weeks', () => {
    const offer = (priceMinor: number, deliveryClass: string) =>
      productJsonLd({ name: 'x', url: 'u', priceMinor, currency: 'EUR', deliveryClass })
        .offers as Record<string, unknown>;
    const shipping = offer(18900, 'large').shippingDetails as Record<string, unknown>;
    expect(shipping).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '49.00', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'MD' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 13, maxValue: 33, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
      },
    });
    expect(offer(1190, 'blinds_sills').shippingDetails).toMatchObject({
      shippingRate: { value: '16.90' },
    });
    expect(offer(890, 'accessory').shippingDetails).toMatchObject({
      shippingRate: { value: '8.90' },
    });
    expect(offer(100_000, 'large').shippingDetails).toMatchObject({
      shippingRate: { value: '49.00' },
    });
    expect(offer(100_001, 'large').shippingDetails).toMatchObject({
      shippingRate: { value: '0.00' },
    });
    expect(offer(890, 'unknown').shippingDetails).toBeUndefined();
    expect(offer(890, 'accessory').hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'MD',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });

  it("names the site (WebSite) and lists a category's products (ItemList)", () => {
    expect(
      webSiteJsonLd({ siteUrl: 'https://x.md', name: 'Fereastra Moldovei', inLanguage: 'ro-MD' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://x.md/#website',
      name: 'Fereastra Moldovei',
      url: 'https://x.md/',
      inLanguage: 'ro-MD',
      publisher: { '@id': 'https://x.md/#organization' },
    });
    expect(
      itemListJsonLd([
        { name: 'A', url: 'https://x.md/product/a' },
        { name: 'B', url: 'https://x.md/product/b' },
      ]),
    ).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'A', url: 'https://x.md/product/a' },
        { '@type': 'ListItem', position: 2, name: 'B', url: 'https://x.md/product/b' },
      ],
    });
  });

  it('cannot break out of its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
