/** Tags a calculator description may use; everything else is unwrapped to its text or dropped. */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'UL',
  'OL',
  'LI',
  'A',
  'H3',
  'H4',
  'SPAN',
  'SMALL',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
]);
/** Tags whose content is never shown. */
const DROPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function copyClean(source: Node, target: Node, doc: Document) {
  for (const child of source.childNodes) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyClean(element, target, doc);
      continue;
    }
    const clean = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (SAFE_HREF.test(href)) {
        clean.setAttribute('href', href);
        if (/^https?:/i.test(href)) clean.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copyClean(element, clean, doc);
    target.appendChild(clean);
  }
}

/**
 * Rich text from the API made safe to inject in the browser: an allow-list of formatting tags, no
 * attributes but safe link targets, no scripts, styles or event handlers.
 */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyClean(source.body, container, out);
  return container.innerHTML;
}
