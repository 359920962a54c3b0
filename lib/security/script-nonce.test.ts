// @vitest-environment node
import { readFileSync } from 'node:fs';
import { REACT_MARK_SHELL_TIME, REACT_RUNTIME_DEFINITIONS } from './react-fizz-runtime.mjs';
import { afterPaintLoader } from './after-paint.mjs';
import { createNonceRewriter, isNextPreload, isNextScript, readOpenTag } from './script-nonce.mjs';

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';
const N = ` nonce="${NONCE}"`;
const [completeSegment, completeBoundary] = REACT_RUNTIME_DEFINITIONS;

/** Rewrites `html` (UTF-8) given in the chunks cut at `cuts` (byte offsets), as server.mjs would. */
function rewrite(html: string | Buffer, cuts: number[] = []): string {
  const bytes = Buffer.isBuffer(html) ? html : Buffer.from(html, 'utf8');
  const rewriter = createNonceRewriter(NONCE);
  let out = '';
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    out += rewriter.write(bytes.subarray(from, cut).toString('latin1'));
    from = cut;
  }
  return Buffer.from(out + rewriter.end(), 'latin1').toString('utf8');
}

const script = (body: string, attributes = '') => `<script${attributes}>${body}</script>`;
const blessed = (body: string, attributes = '') => `<script${N}${attributes}>${body}</script>`;
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Ferestre din PVC — 1 250,90 €, ă î ș ț\\"}]\\n"])';
const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3be5ypa669k_3.js","static/chunks/1k2w3nq2-wg_-.js"],"runtimeModuleIds":[94553]});';

describe('the scripts that get the nonce', () => {
  it.each([
    ['the RSC payload start', '(self.__next_f=self.__next_f||[]).push([0])'],
    ['an RSC payload chunk', flight],
    ['a binary RSC chunk', 'self.__next_f.push([3,"AAEC"])'],
    ["Turbopack's bootstrap", bootstrap],
    ["React's shell-time mark", REACT_MARK_SHELL_TIME],
    ["React's boundary runtime and its call", `${completeBoundary}$RC("B:0","S:0")`],
    ['a later boundary call', '$RC("B:1","S:1")'],
    ['a segment with its runtime', `${completeSegment}$RS("S:2","P:2")`],
    ['a boundary rendered on the client', '$RX("B:3","4127638")'],
  ])('%s', (_name, body) => {
    expect(rewrite(script(body))).toBe(blessed(body));
  });

  it('external scripts of our own build that are not chunks to start after the paint, with their attributes', () => {
    expect(rewrite('<script src="/_next/static/chunks/a.js?dpl=dpl_1" noModule=""></script>')).toBe(`<script${N} src="/_next/static/chunks/a.js?dpl=dpl_1" noModule=""></script>`);
    expect(rewrite('<script src="/_next/static/chunks/a.js"></script>')).toBe(`<script${N} src="/_next/static/chunks/a.js"></script>`);
    expect(rewrite('<script src="/_next/static/chunks/a.js" async="" crossorigin=""></script>')).toBe(`<script${N} src="/_next/static/chunks/a.js" async="" crossorigin=""></script>`);
  });
});

describe("Next's chunks, started after the first paint", () => {
  it('become a loader under the nonce, whether Next wrote the nonce or not', () => {
    const loader = afterPaintLoader('/_next/static/chunks/1k2w3nq2-wg_-.js', N);
    expect(rewrite('<script src="/_next/static/chunks/1k2w3nq2-wg_-.js" async=""></script>')).toBe(loader);
    expect(rewrite(`<script src="/_next/static/chunks/1k2w3nq2-wg_-.js" async=""${N}></script>`)).toBe(loader);
    expect(loader).toMatch(new RegExp(`^<script${N} type="module">[^<]*"/_next/static/chunks/1k2w3nq2-wg_-\\.js"[^<]*</script>$`));
  });

  it("lose Next's preloads, which would fetch them before the paint", () => {
    expect(rewrite('<p>a</p><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/14mapwcuvwskx.js"/><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(rewrite(`<link rel="modulepreload" href="/_next/static/chunks/a.js"${N}>`)).toBe('');
  });

  it('leave a chunk under another nonce, and other scripts, as they are', () => {
    for (const html of [
      '<script src="/_next/static/chunks/a.js" async="" nonce="other"></script>',
      '<link rel="preload" as="script" href="/_next/static/chunks/a.js" nonce="other"/>',
      '<script src="/uploads/a.js" async=""></script>',
      '<script src="/_next/static/chunks/a.js" async="">alert(1)</script>',
      '<script type="module" src="/_next/static/chunks/a.js" async=""></script>',
    ]) {
      expect(rewrite(html)).toBe(html);
    }
  });
});

describe('the scripts that do not', () => {
  it.each([
    ['an arbitrary inline script', '<script>alert(1)</script>'],
    ['a payload push with code after it', '<script>self.__next_f.push(1);alert(1)</script>'],
    ['a payload push of code', '<script>self.__next_f.push([1,alert(1)])</script>'],
    ['a payload push that is not an array', '<script>self.__next_f.push({"a":1})</script>'],
    ['a React call with code for an argument', '<script>$RC("B:0",alert(1))</script>'],
    ['a React call followed by code', '<script>$RC("B:0","S:0");alert(1)</script>'],
    ['React runtime with code before it', `<script>alert(1);${completeBoundary}$RC("B:0","S:0")</script>`],
    ['a bootstrap that loads another file', '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]});</script>'],
    ['a script from another site', '<script src="https://evil.example/_next/static/a.js"></script>'],
    ['a script from elsewhere on our site', '<script src="/uploads/a.js"></script>'],
    ['a build path that climbs out', '<script src="/_next/static/../../uploads/a.js"></script>'],
    ['a build file with a body', '<script src="/_next/static/chunks/a.js">alert(1)</script>'],
    ['JSON-LD, which does not run', '<script type="application/ld+json">{"@type":"Product"}</script>'],
    ['a module script', `<script type="module">${flight}</script>`],
    ['an upper-case tag', '<SCRIPT>self.__next_f.push([1,"x"])</SCRIPT>'],
    ['other elements', '<scripts>self.__next_f.push([1,"x"])</scripts><script-x></script-x><linked rel="modulepreload" href="/_next/static/a.js">'],
    ['a preload of a file from elsewhere', '<link rel="preload" as="script" href="/uploads/a.js"/>'],
    ['a preload of a style or font, which needs no nonce', '<link rel="preload" href="/_next/static/chunks/a.css" as="style"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>'],
  ])('%s', (_name, html) => {
    expect(rewrite(html)).toBe(html);
  });

  it('keeps a nonce already there (pages Next rendered per request)', () => {
    const html = `<script nonce="other">${flight}</script><script src="/_next/static/chunks/a.js" nonce="other"></script>`;
    expect(rewrite(html)).toBe(html);
  });

  it('reads a tag as the browser does: a quote inside a bare value starts nothing, the first name wins', () => {
    // The browser runs alert(1) here (src is not an attribute); the flight push further on keeps its own script.
    const tricky = `<script x=a"b>alert(1)</script><p>"</p>${script(flight)}`;
    expect(rewrite(tricky)).toBe(`<script x=a"b>alert(1)</script><p>"</p>${blessed(flight)}`);
    expect(rewrite('<script src="/uploads/a.js" src="/_next/static/chunks/a.js"></script>')).toBe('<script src="/uploads/a.js" src="/_next/static/chunks/a.js"></script>');
    expect(readOpenTag('<script a="x>y" b=\'1\' c=d e>')?.attributes).toEqual(new Map([['a', 'x>y'], ['b', '1'], ['c', 'd'], ['e', '']]));
    expect(readOpenTag('<script a="x>')).toBeNull();
  });

  it('decides on the attributes as read', () => {
    expect(isNextPreload(new Map([['rel', 'preload'], ['as', 'script'], ['href', '/_next/static/chunks/a.js'], ['nonce', 'x']]), NONCE)).toBe(false);
    expect(isNextPreload(new Map([['rel', 'preload'], ['as', 'script'], ['href', '/_next/static/chunks/a.js'], ['nonce', NONCE]]), NONCE)).toBe(true);
    expect(isNextScript(new Map([['src', '/_next/static/chunks/a.js']]), '')).toBe(true);
    expect(isNextScript(new Map([['src', '/_next/static/chunks/a.js'], ['nonce', 'x']]), '')).toBe(false);
    expect(isNextScript(new Map([['type', 'text/javascript']]), flight)).toBe(false);
  });
});

describe('a page in chunks', () => {
  const page = [
    '<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/14mapwcuvwskx.js"/>',
    '<script src="/_next/static/chunks/1k2w3nq2-wg_-.js" async=""></script>',
    script(REACT_MARK_SHELL_TIME),
    '</head><body><p>Uși și ferestre — 1 250 €, «окна»</p>',
    script('{"@context":"https://schema.org","name":"Fereastră"}', ' type="application/ld+json"'),
    script(bootstrap, ' id="_R_"'),
    `<div hidden id="S:0"><p>ă</p></div>${script(`${completeBoundary}$RC("B:0","S:0")`)}`,
    script('(self.__next_f=self.__next_f||[]).push([0])'),
    script(flight),
    '<article><script>alert(1)</script><scripts></scripts></article>',
    `<script nonce="kept">${flight}</script>`,
    '</body></html>',
  ].join('');

  it('adds the nonce to every script of Next and React, and to nothing else', () => {
    const out = rewrite(page);
    expect(out.match(/<link[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>']);
    expect(out.match(/<script(?:\s[^>]*)?>/g)).toEqual([
      `<script${N} type="module">`,
      `<script${N}>`,
      '<script type="application/ld+json">',
      `<script${N} id="_R_">`,
      `<script${N}>`,
      `<script${N}>`,
      `<script${N}>`,
      '<script>',
      '<script nonce="kept">',
    ]);
    const chunks = [
      ['<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/14mapwcuvwskx.js"/>', ''],
      ['<script src="/_next/static/chunks/1k2w3nq2-wg_-.js" async=""></script>', afterPaintLoader('/_next/static/chunks/1k2w3nq2-wg_-.js', N)],
    ];
    expect(out.replaceAll(N, '')).toBe(chunks.reduce((html, [tag, replacement]) => html.replace(tag!, replacement!.replaceAll(N, '')), page));
  });

  it('gives the same page whatever byte the chunks are cut at', () => {
    const bytes = Buffer.from(page, 'utf8');
    const whole = rewrite(bytes);
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      expect(rewrite(bytes, [cut]), `cut at ${cut}`).toBe(whole);
    }
    for (let cut = 0; cut + 7 <= bytes.length; cut += 7) {
      expect(rewrite(bytes, [cut, cut + 3, cut + 7]), `cuts at ${cut}+3+7`).toBe(whole);
    }
    expect(rewrite(bytes, Array.from({ length: bytes.length }, (_, index) => index))).toBe(whole);
  });

  it('sends text outside scripts at once and holds only an open script', () => {
    const rewriter = createNonceRewriter(NONCE);
    expect(rewriter.write('<p>one</p><scr')).toBe('<p>one</p>');
    expect(rewriter.write('ipt>self.__next_f.push([1,"a')).toBe('');
    expect(rewriter.write('"])</script><p>two</p>')).toBe(`${blessed('self.__next_f.push([1,"a"])')}<p>two</p>`);
    expect(rewriter.write('<script>self.__next_f')).toBe('');
    expect(rewriter.end()).toBe('<script>self.__next_f');
  });
});

describe("React's runtime copied in react-fizz-runtime.mjs", () => {
  it("is still what Next's page runtime writes (copy it again after an upgrade when this fails)", () => {
    const runtime = readFileSync('node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js', 'utf8');
    for (const text of [...REACT_RUNTIME_DEFINITIONS, REACT_MARK_SHELL_TIME]) {
      expect(runtime.includes(text.replaceAll('\n', '\\n')), text.slice(0, 40)).toBe(true);
    }
  });
});
