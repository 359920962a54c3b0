// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints.mjs';

describe('addCompileHints', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function build(files: Record<string, string>, rootMainFiles: string[]) {
    dist = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles }));
  }
  const read = (name: string) => readFileSync(path.join(dist, name), 'utf8');

  it("marks the framework's chunks once, and nothing else", () => {
    build(
      {
        'static/chunks/react-dom.js': 'a()',
        'static/chunks/router.js': 'b()',
        'static/chunks/page.js': 'c()',
        'static/chunks/a.css': 'p{}',
      },
      ['static/chunks/react-dom.js', 'static/chunks/router.js', 'static/chunks/a.css'],
    );
    expect(addCompileHints(dist)).toHaveLength(2);
    addCompileHints(dist);
    expect(read('static/chunks/react-dom.js')).toBe(`${COMPILE_HINT}a()`);
    expect(read('static/chunks/router.js')).toBe(`${COMPILE_HINT}b()`);
    expect(read('static/chunks/page.js')).toBe('c()');
    expect(read('static/chunks/a.css')).toBe('p{}');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
