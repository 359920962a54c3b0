// Our build's scripts start downloading after the page's first paint (docs/performance.md, "Ninth
// pass"). Next writes each framework chunk as `<script src async>` in the head, so the browser fetches
// all of them (about 150 kB gzip) while it still waits for the stylesheets, fonts and the LCP picture.
// On a slow connection they share its bandwidth, and Lighthouse's simulation counts every one that
// finished before the paint as blocking it. The page is complete and usable as HTML (links are plain
// `<a>`), so hydration may start a frame later instead.
//
// Each such script (isAfterPaintChunk in script-nonce.mjs, whose rewriter makes the swap) becomes an
// inline module script under the page's nonce. Module scripts wait for the document to be parsed
// without blocking the parser, and the one frame they then wait for is the first paint; the script
// they add runs under 'strict-dynamic' like the original. Plain JavaScript: script-nonce.mjs runs in
// server.mjs, without a build step.

/**
 * The inline module script that adds the chunk at `src` (an attribute value of our build's file)
 * once the first frame is painted: `requestAnimationFrame` runs just before that frame, the timeout
 * just after it.
 */
export function afterPaintLoader(src, nonceAttribute) {
  const url = JSON.stringify(src.replaceAll('&amp;', '&'));
  return `<script${nonceAttribute} type="module">requestAnimationFrame(()=>setTimeout(()=>document.head.append(Object.assign(document.createElement("script"),{src:${url}}))))</script>`;
}
