// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preloadedFonts } from './fonts';
import { locales } from './locales';

const root = path.resolve(__dirname, '../..');
const publicPath = (href: string) => path.join(root, 'public', href);

type FontFace = { href: string; codepoints: Set<number> };

function parseUnicodeRange(value: string): Set<number> {
  const codepoints = new Set<number>();
  for (const [, from = '', to = from] of value.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)) {
    for (let cp = parseInt(from, 16); cp <= parseInt(to, 16); cp++) codepoints.add(cp);
  }
  return codepoints;
}

/** The Inter @font-face rules of the global stylesheet: file and unicode-range of each. */
function interFaces(): FontFace[] {
  const css = readFileSync(path.join(root, 'styles/globals.scss'), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body = '']) => body)
    .filter((body) => /font-family:\s*'Inter';/.test(body))
    .map((body) => ({
      href: /src:\s*url\('([^']+)'\)/.exec(body)?.[1] ?? '',
      codepoints: parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? ''),
    }));
}

/**
 * The characters a WOFF2 file maps (its cmap), read without a font library: WOFF2 is one Brotli
 * stream of the tables in directory order, and cmap is never transformed.
 */
function woff2Codepoints(file: string): Set<number> {
  const data = readFileSync(file);
  expect(data.toString('latin1', 0, 4)).toBe('wOF2');
  const numTables = data.readUInt16BE(12);
  const compressedLength = data.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = data.readUInt8(at++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const tables: { tag: string; offset: number }[] = [];
  let offset = 0;
  for (let i = 0; i < numTables; i++) {
    const flags = data.readUInt8(at++);
    const known = flags & 0x3f;
    let tag = known === 0 ? 'cmap' : known === 10 ? 'glyf' : known === 11 ? 'loca' : `#${known}`;
    if (known === 63) {
      tag = data.toString('latin1', at, at + 4);
      at += 4;
    }
    const version = flags >> 6;
    const length = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    const stored = transformed ? base128() : length;
    tables.push({ tag, offset });
    offset += stored;
  }
  const tablesData = brotliDecompressSync(data.subarray(at, at + compressedLength));
  const cmapAt = tables.find((t) => t.tag === 'cmap')?.offset;
  if (cmapAt === undefined) throw new Error(`${file} has no cmap`);
  const cmap = tablesData.subarray(cmapAt);
  const codepoints = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = sub.readUInt16BE(14 + s * 2);
        const start = sub.readUInt16BE(16 + segments * 2 + s * 2);
        for (let cp = start; cp <= end && cp !== 0xffff; cp++) codepoints.add(cp);
      }
    } else if (format === 12) {
      for (let g = 0; g < sub.readUInt32BE(12); g++) {
        const start = sub.readUInt32BE(16 + g * 12);
        const end = sub.readUInt32BE(20 + g * 12);
        for (let cp = start; cp <= end; cp++) codepoints.add(cp);
      }
    }
  }
  return new Set([...codepoints].filter((cp) => cp >= 0x20));
}

const messageText = (locale: string) =>
  readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8');
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

describe('web fonts', () => {
  const faces = interFaces();

  it('declares every Inter file in public/fonts exactly once, with ranges that do not overlap', () => {
    expect(faces.length).toBeGreaterThan(0);
    const seen = new Map<number, string>();
    for (const { href, codepoints } of faces) {
      expect(existsSync(publicPath(href)), href).toBe(true);
      for (const cp of codepoints) {
        expect(seen.get(cp), `${hex(cp)} in ${href}`).toBeUndefined();
        seen.set(cp, href);
      }
    }
  });

  it.each(interFaces().map((face) => [face.href, face] as const))(
    '%s carries exactly the characters of its unicode-range',
    (_href, { href, codepoints }) => {
      expect([...woff2Codepoints(publicPath(href))].sort((a, b) => a - b)).toEqual(
        [...codepoints].sort((a, b) => a - b),
      );
    },
  );

  it.each(locales)('preloads for %s files that exist and have an @font-face', (locale) => {
    const declared = new Set(faces.map((face) => face.href));
    for (const href of preloadedFonts(locale)) {
      expect(existsSync(publicPath(href)), href).toBe(true);
      expect(declared.has(href), href).toBe(true);
    }
  });

  it.each(locales)('has an Inter face for every letter of messages/%s.json', (locale) => {
    const letters = new Set([...messageText(locale)].filter((ch) => /\p{L}/u.test(ch)));
    const missing = [...letters].filter(
      (ch) => !faces.some((face) => face.codepoints.has(ch.codePointAt(0) ?? 0)),
    );
    expect(missing).toEqual([]);
  });

  // English and Italian print Romanian place names (Chișinău) only on a few pages: those fetch the
  // small romanian file on demand instead of every page preloading it.
  it.each(['ro', 'ru'] as const)(
    'preloads a file for every letter of messages/%s.json',
    (locale) => {
      const preloaded = faces.filter((face) => preloadedFonts(locale).includes(face.href));
      const letters = new Set([...messageText(locale)].filter((ch) => /\p{L}/u.test(ch)));
      const missing = [...letters].filter(
        (ch) => !preloaded.some((face) => face.codepoints.has(ch.codePointAt(0) ?? 0)),
      );
      expect(missing).toEqual([]);
    },
  );

  it('has a face for Romanian (comma and cedilla forms) and Russian letters', () => {
    const all = new Set(faces.flatMap((face) => [...face.codepoints]));
    const letters = [...'ĂăȘșȚțŞşŢţÂâÎîЁёАаЯяЩщ№'];
    expect(letters.filter((ch) => !all.has(ch.codePointAt(0) ?? 0))).toEqual([]);
  });
});
