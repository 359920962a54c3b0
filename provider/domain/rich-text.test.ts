import { describe, expect, it } from 'vitest';
import { plainText, sanitizeLocalized, sanitizeRichText } from './rich-text';

describe('rich text sanitizing', () => {
  it('keeps structure and links', () => {
    const html =
      '<h2>Montaj</h2><p>Vezi <a href="https://example.md/x">detalii</a>.</p><ul><li>unu</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style|javascript/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('adds noopener to links opening a new tab', () => {
    expect(sanitizeRichText('<a href="https://a.md" target="_blank">a</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('cleans every language of a localized text', () => {
    expect(
      sanitizeLocalized({ ro: '<p>a<script>x</script></p>', ru: '<iframe></iframe><p>б</p>' }),
    ).toEqual({ ro: '<p>a</p>', ru: '<p>б</p>' });
  });

  it('gives the plain text for excerpts', () => {
    expect(plainText('<p>Ferestre   <strong>PVC</strong></p>\n<p>noi</p>')).toBe(
      'Ferestre PVC noi',
    );
  });
});
