/**
 * Which clicks on plain links the shop turns into client-side navigations (components/link), and
 * which links it prefetches on intent. Everything else is left to the browser: new tabs and
 * windows, downloads, other origins, files and the API (they are not pages), and jumps within the
 * page.
 */

export type ClickModifiers = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

export interface Navigation {
  href: string;
  scroll: boolean;
}

/** Paths that are not pages of the App Router: the bundled provider and files such as a PDF. */
function isPagePath(pathname: string): boolean {
  if (pathname === '/backend' || pathname.startsWith('/backend/') || pathname.startsWith('/_next/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** The page an anchor leads to on this site, or null when the browser should follow it itself. */
export function pageTarget(anchor: HTMLAnchorElement, location: Pick<Location, 'origin'>): URL | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.dataset.native === 'true') return null;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin || !isPagePath(url.pathname)) return null;
  return url;
}

/** The client-side navigation a click on `anchor` should make, or null to let the browser act. */
export function clickNavigation(event: ClickModifiers, anchor: HTMLAnchorElement, location: Pick<Location, 'origin' | 'pathname' | 'search'>): Navigation | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const url = pageTarget(anchor, location);
  if (!url) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return { href: `${url.pathname}${url.search}${url.hash}`, scroll: anchor.dataset.scroll !== 'false' };
}

/** The page to prefetch when the pointer, the focus or a finger reaches `anchor`, or null. */
export function prefetchTarget(anchor: HTMLAnchorElement, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  if (anchor.dataset.prefetch === 'false') return null;
  const url = pageTarget(anchor, location);
  if (!url || (url.pathname === location.pathname && url.search === location.search)) return null;
  return `${url.pathname}${url.search}`;
}
