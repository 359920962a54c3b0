// Server entry (app/ layouts and pages). Client components import from '@/features/layout/client'.
export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
export { ShellOverlays } from './components/shell-overlays';
export { RealUserMetrics } from './components/real-user-metrics';
export { NotFoundPage } from './components/not-found-page';
export { getShellData } from './loaders';
export * from './client';
