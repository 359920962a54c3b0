import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (calculator modal text)', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p>Profil <strong>7 camere</strong></p><ul><li>a</li></ul>')).toBe(
      '<p>Profil <strong>7 camere</strong></p><ul><li>a</li></ul>',
    );
    expect(sanitizeHtml('<a href="/contacte">x</a>')).toBe('<a href="/contacte">x</a>');
    expect(sanitizeHtml('<a href="https://e.md">x</a>')).toBe(
      '<a href="https://e.md" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops scripts, handlers, styles and dangerous links', () => {
    expect(
      sanitizeHtml('<p onclick="alert(1)" style="color:red">t</p><script>alert(1)</script>'),
    ).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><iframe src="//evil"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('unwraps unknown tags to their text', () => {
    expect(sanitizeHtml('<div><section>Text</section></div>')).toBe('Text');
  });
});
