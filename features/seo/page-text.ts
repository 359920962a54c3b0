/**
 * Issue 42: the words of a page a reader reads, for the focus keyphrase and readability analyses:
 * the main content only (`<main>`, without navigation, breadcrumbs, scripts and forms), the h1, its
 * paragraphs in order and the alternative texts of its images. Our own server HTML, so a tag scan is
 * enough (as parseHead and parseBody).
 */
export interface PageText {
  h1: string | null;
  /** The text of each `<p>` (and each list item, a paragraph of its own for a reader) of the main content, in order. */
  paragraphs: string[];
  /** The alt text of each image of the main content that has a non-empty one. */
  alts: string[];
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&amp;/g, '&');

const textOf = (html: string) =>
  decode(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Elements whose text is no part of what the page says: code, navigation, forms, hidden templates. */
const NOT_CONTENT =
  /<(script|style|template|noscript|nav|form|button|select|svg|dialog)\b[^>]*>[\s\S]*?<\/\1>/gi;

export function parsePageText(html: string): PageText {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? html;
  const content = main.replace(NOT_CONTENT, ' ');
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(content);
  const paragraphs = [...content.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)]
    .map((match) => textOf(match[2]!))
    .filter((text) => /\p{L}/u.test(text));
  const alts = [...content.matchAll(/<img\b[^>]*>/gi)].flatMap((match) => {
    const alt = /\salt\s*=\s*("([^"]*)"|'([^']*)')/i.exec(match[0]);
    const text = alt ? decode(alt[2] ?? alt[3] ?? '').trim() : '';
    return text ? [text] : [];
  });
  return { h1: h1 ? textOf(h1[1]!) : null, paragraphs, alts };
}
