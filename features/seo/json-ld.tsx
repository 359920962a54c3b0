import { company } from '@/lib/company';
import { DELIVERY_FEES, FREE_DELIVERY_ABOVE, type DeliveryClass } from '@/lib/pricing/totals';
import { openingHoursSpecification } from './opening-hours';

type Thing = Record<string, unknown>;

const ORGANIZATION_ID = '#organization';

export interface BranchInput {
  name: string;
  address: string;
  city: string;
  phone?: string | null;
  email?: string | null;
  url?: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** Organization with its contact points; each branch becomes a LocalBusiness department. */
export function organizationJsonLd({
  siteUrl,
  name,
  logo,
  branches = [],
}: {
  siteUrl: string;
  name: string;
  logo?: string;
  branches?: BranchInput[];
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/${ORGANIZATION_ID}`,
    name,
    url: `${siteUrl}/`,
    logo: logo ?? `${siteUrl}/images/og-default.png`,
    email: company.email,
    telephone: company.phoneE164,
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    sameAs: [company.social.facebook, company.social.instagram],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: company.phoneE164,
        email: company.email,
        availableLanguage: ['ro', 'ru', 'en', 'it'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: company.openingHours.opens,
          closes: company.openingHours.closes,
        },
      },
    ],
    department: branches.map((branch) => ({
      '@type': 'LocalBusiness',
      name: branch.name,
      parentOrganization: { '@id': `${siteUrl}/${ORGANIZATION_ID}` },
      address: {
        '@type': 'PostalAddress',
        streetAddress: branch.address,
        addressLocality: branch.city,
        addressCountry: company.address.country,
      },
      ...(branch.phone ? { telephone: branch.phone } : {}),
      ...(branch.email ? { email: branch.email } : {}),
      ...(branch.url ? { url: branch.url } : {}),
      ...(typeof branch.latitude === 'number' && typeof branch.longitude === 'number'
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: branch.latitude,
              longitude: branch.longitude,
            },
          }
        : {}),
      openingHours: `Mo-Su ${company.openingHours.opens}-${company.openingHours.closes}`,
    })),
  };
}

/** "+373 (22) 40-50-60" → "+37322405060": the form schema.org and dialers read. */
const e164 = (phone: string) => phone.replace(/(?!^\+)\D/g, '');

/**
 * One branch's page (`/contacts/{slug}`) as a LocalBusiness of the organization: its address,
 * coordinates, phone and the opening hours read from the hours it shows.
 */
export function localBusinessJsonLd({
  siteUrl,
  branch,
  hours,
  image,
}: {
  siteUrl: string;
  branch: BranchInput;
  hours: string;
  image?: string | null;
}): Thing {
  const suffix = `, ${branch.city}`;
  // The address is written for people, town last; PostalAddress has a field for the town.
  const street = branch.address.endsWith(suffix)
    ? branch.address.slice(0, -suffix.length)
    : branch.address;
  const openingHours = openingHoursSpecification(hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${branch.url ?? siteUrl}#branch`,
    name: branch.name,
    ...(branch.url ? { url: branch.url } : {}),
    ...(image ? { image } : {}),
    parentOrganization: { '@id': `${siteUrl}/${ORGANIZATION_ID}` },
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: branch.city,
      addressCountry: company.address.country,
    },
    ...(typeof branch.latitude === 'number' && typeof branch.longitude === 'number'
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: branch.latitude,
            longitude: branch.longitude,
          },
        }
      : {}),
    ...(branch.phone ? { telephone: e164(branch.phone) } : {}),
    ...(branch.email ? { email: branch.email } : {}),
    ...(openingHours.length ? { openingHoursSpecification: openingHours } : {}),
  };
}

/**
 * The site itself (issue 42): Google takes the name it shows above every result from this node.
 * On the home page, beside the Organization that publishes it.
 */
export function webSiteJsonLd({
  siteUrl,
  name,
  inLanguage,
}: {
  siteUrl: string;
  name: string;
  inLanguage: string;
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name,
    url: `${siteUrl}/`,
    inLanguage,
    publisher: { '@id': `${siteUrl}/${ORGANIZATION_ID}` },
  };
}

/**
 * BreadcrumbList for catalog and content pages; urls absolute. The last crumb, the page itself, may
 * go without one (Google reads the page's own address for it).
 */
export function breadcrumbJsonLd(items: { name: string; url?: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/** ItemList of a category page's products, in the order shown (issue 42); urls absolute. */
export function itemListJsonLd(items: { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

/** Spec 9: 2–5 weeks from order to door, made to order first, then a day or two on the road. */
export const DELIVERY_DAYS = { handling: [13, 33], transit: [1, 2] } as const;

const days = ([minValue, maxValue]: readonly [number, number]) => ({
  '@type': 'QuantitativeValue',
  minValue,
  maxValue,
  unitCode: 'DAY',
});

/**
 * What delivering one item costs in Moldova (spec 9): free over 1000 €, else its class's fee; the
 * days of spec 9's 2–5 weeks.
 */
export function shippingDetailsJsonLd(
  priceMinor: number,
  deliveryClass: string,
  currency: string,
): Thing | null {
  if (!Object.hasOwn(DELIVERY_FEES, deliveryClass)) return null;
  const fee = priceMinor > FREE_DELIVERY_ABOVE ? 0 : DELIVERY_FEES[deliveryClass as DeliveryClass];
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: (fee / 100).toFixed(2), currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: company.address.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(DELIVERY_DAYS.handling),
      transitTime: days(DELIVERY_DAYS.transit),
    },
  };
}

/**
 * The terms page: products are made to order and an order is final once measured, so an offer's
 * goods are not returned (made to measure); a fault is the warranty's.
 */
export const RETURN_POLICY: Thing = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'MD',
  returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
};

/** UN/CEFACT codes schema.org expects in `unitCode`: MTR a metre, H87 a piece. */
export const UNIT_CODE = { metre: 'MTR', piece: 'H87' } as const;

/**
 * Product with one Offer; the price arrives in minor units and leaves as a decimal string. Its
 * UnitPriceSpecification says what the price buys: one piece, or one linear metre of goods cut to
 * length (Google's unit pricing markup: a reference quantity of 1 in that unit).
 */
export function productJsonLd(product: {
  name: string;
  description?: string;
  url: string;
  image?: string | null;
  sku?: string;
  priceMinor: number;
  currency: string;
  availability?: 'InStock' | 'PreOrder' | 'OutOfStock';
  unit?: keyof typeof UNIT_CODE;
  /** Spec 9's delivery-fee class of the product (`delivery_class`). */
  deliveryClass: string;
}): Thing {
  const shippingDetails = shippingDetailsJsonLd(
    product.priceMinor,
    product.deliveryClass,
    product.currency,
  );
  const price = (product.priceMinor / 100).toFixed(2);
  const unitCode = UNIT_CODE[product.unit ?? 'piece'];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.image ? { image: [product.image] } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { '@type': 'Brand', name: company.name },
    offers: {
      '@type': 'Offer',
      url: product.url,
      price,
      priceCurrency: product.currency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: product.currency,
        unitCode,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
      },
      availability: `https://schema.org/${product.availability ?? 'InStock'}`,
      seller: { '@type': 'Organization', name: company.name },
      ...(shippingDetails ? { shippingDetails } : {}),
      hasMerchantReturnPolicy: RETURN_POLICY,
    },
  };
}

/** Article for blog posts; dates as ISO strings. */
export function articleJsonLd(article: {
  headline: string;
  description?: string;
  url: string;
  image?: string | null;
  datePublished: string;
  dateModified?: string;
  inLanguage: string;
  publisherLogo?: string;
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline.slice(0, 110),
    ...(article.description ? { description: article.description } : {}),
    ...(article.image ? { image: [article.image] } : {}),
    mainEntityOfPage: article.url,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    inLanguage: article.inLanguage,
    author: { '@type': 'Organization', name: company.name },
    publisher: {
      '@type': 'Organization',
      name: company.name,
      ...(article.publisherLogo
        ? { logo: { '@type': 'ImageObject', url: article.publisherLogo } }
        : {}),
    },
  };
}

/** Serialises JSON-LD so no string inside can close the script element. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** Renders structured data in the server HTML, where crawlers read it. */
export function JsonLd({ data }: { data: Thing | Thing[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
