// Our build's scripts start downloading after the page's first paint (docs/performance.md, "Ninth
// pass"). Next writes each framework chunk as `<script src async>` in the head, so the browser fetches
// all of them (about 150 kB gzip) while it still waits for the stylesheets, fonts and the LCP picture.
// On a slow connection they share its bandwidth, and Lighthouse's simulation counts every one that
// finished before the paint as blocking it. The page is complete and usable as HTML (links are plain
// `<a>`), so hydration may start a frame later instead.
//
// Each such script becomes an inline module script under the page's nonce. Module scripts wait for
// the document to be parsed without blocking the parser, and the one frame they then wait for is the
// first paint; the script they add runs under 'strict-dynamic' like the original. Plain JavaScript:
// script-nonce.mjs runs in server.mjs, without a build step.

/** The chunk scripts Next writes for a page: our build's file, async, with no other behaviour asked. */
export function isAfterPaintChunk(attributes, body, nonce, isBuildFile) {
  const src = attributes.get('src');
  if (src === undefined || body.trim() !== '' || !isBuildFile(src) || !attributes.has('async')) return false;
  if (attributes.has('nonce') && attributes.get('nonce') !== nonce) return false;
  return [...attributes.keys()].every((name) => name === 'src' || name === 'async' || name === 'nonce');
}

/**
 * The inline module script that adds the chunk at `src` (an attribute value of our build's file)
 * once the first frame is painted: `requestAnimationFrame` runs just before that frame, the timeout
 * just after it.
 */
export function afterPaintLoader(src, nonceAttribute) {
  const url = JSON.stringify(src.replaceAll('&amp;', '&'));
  return `<script${nonceAttribute} type="module">requestAnimationFrame(()=>setTimeout(()=>document.head.append(Object.assign(document.createElement("script"),{src:${url}}))))</script>`;
}
