import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaintLoader } from './after-paint.mjs';
import { isAfterPaintChunk } from './script-nonce.mjs';

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';
const chunk = (attributes: Record<string, string>, body = '') => isAfterPaintChunk(new Map(Object.entries(attributes)), body, NONCE);

describe('isAfterPaintChunk', () => {
  it("takes Next's async chunk scripts, without a nonce or under the page's", () => {
    expect(chunk({ src: '/_next/static/chunks/a.js', async: '' })).toBe(true);
    expect(chunk({ src: '/_next/static/chunks/a.js', async: '', nonce: NONCE })).toBe(true);
  });

  it('leaves every other script as it is', () => {
    expect(chunk({ src: '/_next/static/chunks/a.js' }), 'parser-blocking: its order matters').toBe(false);
    expect(chunk({ src: '/_next/static/chunks/a.js', nomodule: '' }), 'for old browsers only').toBe(false);
    expect(chunk({ src: '/_next/static/chunks/a.js', async: '', nonce: 'other' }), 'under another policy').toBe(false);
    expect(chunk({ src: '/_next/static/chunks/a.js', async: '', crossorigin: '' }), 'an attribute the loader would lose').toBe(false);
    expect(chunk({ src: '/_next/static/chunks/a.js', async: '', type: 'module' })).toBe(false);
    expect(chunk({ src: '/uploads/a.js', async: '' }), 'not our build').toBe(false);
    expect(chunk({ src: '/_next/static/chunks/a.js', async: '' }, 'alert(1)'), 'with a body').toBe(false);
    expect(chunk({ async: '' }, 'self.__next_f.push([0])'), 'inline').toBe(false);
  });
});

describe('afterPaintLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  /** Runs the loader's body as the browser would run the inline module script. */
  function run(html: string) {
    const body = /^<script nonce="[^"]+" type="module">(.*)<\/script>$/s.exec(html)![1]!;
    new Function(body)();
  }
  const added = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  it('adds the chunk after the next frame, not before it', () => {
    run(afterPaintLoader('/_next/static/chunks/1k2w3nq2-wg_-.js', ` nonce="${NONCE}"`));
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    // The frame's callbacks ran; the page paints now, and the chunk comes in the task after it.
    expect(added()).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(added()).toEqual(['/_next/static/chunks/1k2w3nq2-wg_-.js']);
  });

  it('gives the URL as the attribute meant it, and keeps it a string literal', () => {
    const html = afterPaintLoader('/_next/static/chunks/a.js?dpl=1&amp;v=2', ' nonce="x"');
    expect(html).toContain('{src:"/_next/static/chunks/a.js?dpl=1&v=2"}');
    run(html);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(added()).toEqual(['/_next/static/chunks/a.js?dpl=1&v=2']);
  });
});
