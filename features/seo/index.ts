export { buildPageMetadata, DEFAULT_OG_IMAGE, type PageSeo } from './metadata';
export { hreflangAlternates } from './alternates';
export { articleJsonLd, breadcrumbJsonLd, faqPageJsonLd, JsonLd, localBusinessJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, type BranchInput } from './json-ld';
