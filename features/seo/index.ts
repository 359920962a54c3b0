// Server entry of the SEO feature: page metadata, structured data, sitemaps and the SEO preview page.
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
export { SeoPreview } from './components/seo-preview';
export { isSeoScriptAllowed } from './preview-access';
export { getSeoPreview } from './preview-loader';
export { getReportSnapshot, sitemapPaths } from './preview-loader';
export { previewOrigin } from './preview-path';
export { SiteReportView } from './components/site-report-view';
