// Server entry of the SEO feature: page metadata, structured data and sitemaps, which every page
// imports. The SEO preview's pages have their own entry (preview-pages.ts).
export { buildPageMetadata, DEFAULT_OG_IMAGE, notFoundMetadata, type PageSeo } from './metadata';
export { bodyText } from './meta-description';
export {
  branchDescriptions,
  categoryDescriptions,
  productDescriptions,
  textDescriptions,
} from './descriptions';
export { hreflangAlternates } from './alternates';
export {
  articleJsonLd,
  breadcrumbJsonLd,
  itemListJsonLd,
  JsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  type BranchInput,
  webSiteJsonLd,
} from './json-ld';
export { homeOrganizationJsonLd, homeWebSiteJsonLd } from './organization';
export { chunkPages, sitemapIndexXml, urlsetXml } from './sitemap';
export { getSitemapPages } from './sitemap-entries';
