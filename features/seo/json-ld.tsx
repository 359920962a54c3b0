import { company } from '@/features/layout/client';
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

/** BreadcrumbList for category and product pages; urls absolute. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

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
}): Thing {
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

/** FAQPage where the FAQ shows; answers are plain text. */
export function faqPageJsonLd(items: { question: string; answer: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
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
