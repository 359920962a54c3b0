// Entry of the SEO preview's pages (staff tools, issue 42). Kept out of the server entry (index.ts),
// which every page imports for its metadata: a view exported there made the preview's client
// components (the keyphrase form, the site report) client references of every page, and their
// form rules brought all of zod to the home page's first load (issue 40's script budget).
export { SeoPreview } from './components/seo-preview';
export { isSeoScriptAllowed } from './preview-access';
export { getReportSnapshot, getSeoPreview, sitemapPaths } from './preview-loader';
export { previewOrigin } from './preview-path';
export { SiteReportView } from './components/site-report-view';
