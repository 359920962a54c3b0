import sanitizeHtml from 'sanitize-html';
import type { Localized } from '../db/localized';

/**
 * The HTML the shop's rich texts may hold (articles, info pages, vacancies, calculator texts): text
 * structure, links, images and tables; no scripts, styles, event handlers or javascript: URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'h2',
    'h3',
    'h4',
    'h5',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the opener to the target page.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

export function sanitizeLocalized(text: Localized): Localized {
  const clean: Localized = { ro: sanitizeRichText(text.ro) };
  for (const [locale, value] of Object.entries(text)) {
    if (locale !== 'ro' && typeof value === 'string')
      clean[locale as Exclude<keyof Localized, 'ro'>] = sanitizeRichText(value);
  }
  return clean;
}

/** Plain text of a rich text, for excerpts and search. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
