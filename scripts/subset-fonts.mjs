#!/usr/bin/env node
// Dev tool, run by hand after changing the character sets below: `node scripts/subset-fonts.mjs`.
// It cuts the Inter variable font of @fontsource-variable/inter into the files in public/fonts/
// (committed; nothing runs at install or start) and prints the @font-face unicode-range of each,
// which styles/globals.scss must carry unchanged (lib/i18n/fonts.test.ts holds them together).
//
// Why these cuts: Romanian needs only ten letters outside Latin-1 (Ă ă Ș ș Ț ț and the cedilla
// forms older keyboards type), so a Romanian page loads the small latin file plus a tiny romanian
// one instead of the whole 85 kB latin-ext file; Russian loads latin plus cyrillic. Every other
// glyph of the sources lands in a fallback file with its own unicode-range, so nothing is lost.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Blob, Face } from 'harfbuzzjs';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'node_modules/@fontsource-variable/inter/files');
const outDir = path.join(root, 'public/fonts');

// The styles use weights 400-800 (grep font-weight); `bolder` inside a 700 heading clamps to 800.
const weightAxis = { wght: { min: 400, max: 800 } };
// The features browsers apply by default plus tabular figures (checkout totals); the fractions
// and numerator/denominator sets of the source are never switched on by our CSS.
const layoutFeatures = ['ccmp', 'locl', 'calt', 'rvrn', 'kern', 'mark', 'mkmk', 'tnum'];

const span = (from, to = from) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** What the four languages and the UI print: Basic Latin, Latin-1, typographic punctuation, €, ×, arrows. */
const latinText = [
  ...span(0x20, 0x7e),
  ...span(0xa0, 0xac),
  ...span(0xae, 0xff), // U+00AD, the soft hyphen, has no glyph: a break draws the hyphen-minus
  ...span(0x2013, 0x2014), // – —
  ...span(0x2018, 0x201a), // ‘ ’ ‚
  ...span(0x201c, 0x201e), // “ ” „
  0x2022, // •
  0x2026, // …
  ...span(0x2039, 0x203a), // ‹ ›
  0x20ac, // €
  0x2122, // ™
  0x2191, // ↑
  0x2193, // ↓
  0x2212, // − (quantity steppers, discounts)
];
/** Romanian letters outside Latin-1, comma-below (correct) and cedilla (legacy input) forms. */
const romanianText = [
  ...span(0x102, 0x103),
  ...span(0x15e, 0x15f),
  ...span(0x162, 0x163),
  ...span(0x218, 0x21b),
];

/**
 * In order: a codepoint goes to the first file that wants it and whose source has it. `text: null`
 * takes everything of the source not taken yet (the fallback files).
 */
const files = [
  { file: 'inter-latin.woff2', source: 'latin', text: latinText },
  { file: 'inter-romanian.woff2', source: 'latin-ext', text: romanianText },
  { file: 'inter-cyrillic.woff2', source: 'cyrillic', text: null },
  { file: 'inter-latin-rest.woff2', source: 'latin', text: null },
  { file: 'inter-latin-ext.woff2', source: 'latin-ext', text: null },
  { file: 'inter-cyrillic-ext.woff2', source: 'cyrillic-ext', text: null },
];

const sourcePath = (subset) => path.join(sourceDir, `inter-${subset}-wght-normal.woff2`);

async function codepointsOf(buffer) {
  const face = new Face(new Blob(await fontverter.convert(buffer, 'sfnt')));
  // Controls (U+0000) are mapped in every fontsource subset but are never drawn.
  return new Set([...face.collectUnicodes()].filter((cp) => cp >= 0x20));
}

function toUnicodeRange(codepoints) {
  const sorted = [...codepoints].sort((a, b) => a - b);
  const runs = [];
  for (const cp of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else runs.push([cp, cp]);
  }
  const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

const sources = new Map();
for (const subset of new Set(files.map((f) => f.source))) {
  const buffer = readFileSync(sourcePath(subset));
  sources.set(subset, { buffer, codepoints: await codepointsOf(buffer) });
}

const taken = new Set();
const planned = files.map(({ file, source, text }) => {
  const available = sources.get(source).codepoints;
  const wanted = text ?? [...available];
  const codepoints = new Set(wanted.filter((cp) => available.has(cp) && !taken.has(cp)));
  const missing = (text ?? []).filter((cp) => !available.has(cp));
  if (missing.length)
    throw new Error(`${file}: the ${source} source has no glyph for ${toUnicodeRange(missing)}`);
  for (const cp of codepoints) taken.add(cp);
  return { file, source, codepoints };
});

const lost = [...sources.values()].flatMap(({ codepoints }) =>
  [...codepoints].filter((cp) => !taken.has(cp)),
);
if (lost.length) throw new Error(`no file carries ${toUnicodeRange(lost)}`);

mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir))
  if (name.endsWith('.woff2')) rmSync(path.join(outDir, name));

const before = [...sources.keys()].reduce(
  (sum, subset) => sum + sources.get(subset).buffer.length,
  0,
);
let after = 0;
for (const { file, source, codepoints } of planned) {
  const out = await subsetFont(sources.get(source).buffer, String.fromCodePoint(...codepoints), {
    targetFormat: 'woff2',
    variationAxes: weightAxis,
    keepFeatures: layoutFeatures,
  });
  const written = await codepointsOf(out);
  const extra = [...written].filter((cp) => !codepoints.has(cp));
  if (extra.length)
    throw new Error(`${file} maps ${toUnicodeRange(extra)} outside its unicode-range`);
  writeFileSync(path.join(outDir, file), out);
  after += out.length;
  console.log(
    `${file}  ${(out.length / 1024).toFixed(1)} kB  (from ${source}, ${codepoints.size} characters)`,
  );
  console.log(`  unicode-range: ${toUnicodeRange(codepoints)};`);
}
console.log(`sources ${(before / 1024).toFixed(1)} kB → files ${(after / 1024).toFixed(1)} kB`);

// The Open Graph cards (next/og, which reads TrueType but neither WOFF2 nor variable axes) draw in the
// same Inter, pinned at one weight: one file per source, all under one family name; next/og takes a
// glyph from whichever file has it (features/catalog/og-card-fonts.ts).
const ogDir = path.join(root, 'assets/og-fonts');
mkdirSync(ogDir, { recursive: true });
// Of latin-ext only the Romanian letters: nothing else the cards print lives there.
for (const source of ['latin', 'latin-ext', 'cyrillic']) {
  const { buffer, codepoints } = sources.get(source);
  const text = source === 'latin-ext' ? romanianText : [...codepoints];
  const out = await subsetFont(buffer, String.fromCodePoint(...text), {
    targetFormat: 'truetype',
    variationAxes: { wght: 500 },
  });
  writeFileSync(path.join(ogDir, `inter-${source}-500.ttf`), out);
  console.log(`og card: inter-${source}-500.ttf  ${(out.length / 1024).toFixed(1)} kB`);
}
