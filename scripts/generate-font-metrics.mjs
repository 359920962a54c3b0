// Generates features/seo/font-metrics.json: the advance widths of Liberation Sans (metric-compatible
// with Arial, the font Google draws results in) for the characters the shop writes in (Latin, Romanian
// diacritics, Cyrillic, punctuation). Run once where the font is installed (Debian: fonts-liberation):
//   node scripts/generate-font-metrics.mjs [/path/to/LiberationSans-Regular.ttf]
// The tool reads only the generated JSON at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fontPath =
  process.argv[2] ?? '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
const out = fileURLToPath(new URL('../features/seo/font-metrics.json', import.meta.url));
const font = readFileSync(fontPath);

const tables = {};
const numTables = font.readUInt16BE(4);
for (let i = 0; i < numTables; i += 1) {
  const entry = 12 + i * 16;
  tables[font.toString('latin1', entry, entry + 4)] = font.readUInt32BE(entry + 8);
}

const unitsPerEm = font.readUInt16BE(tables.head + 18);
const numberOfHMetrics = font.readUInt16BE(tables.hhea + 34);
const advanceOfGlyph = (glyph) =>
  font.readUInt16BE(tables.hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));

// cmap: the Unicode BMP subtable (platform 3 encoding 1, format 4).
const cmap = tables.cmap;
let subtable = null;
for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
  const record = cmap + 4 + i * 8;
  if (font.readUInt16BE(record) === 3 && font.readUInt16BE(record + 2) === 1)
    subtable = cmap + font.readUInt32BE(record + 4);
}
if (subtable === null || font.readUInt16BE(subtable) !== 4)
  throw new Error('no format 4 Unicode cmap');
const segCount = font.readUInt16BE(subtable + 6) / 2;
const ends = subtable + 14;
const starts = ends + segCount * 2 + 2;
const deltas = starts + segCount * 2;
const rangeOffsets = deltas + segCount * 2;
function glyphOf(code) {
  for (let s = 0; s < segCount; s += 1) {
    const end = font.readUInt16BE(ends + s * 2);
    if (code > end) continue;
    const start = font.readUInt16BE(starts + s * 2);
    if (code < start) return 0;
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
    if (rangeOffset === 0) return (code + delta) & 0xffff;
    const glyph = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  }
  return 0;
}

const ranges = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 (Italian accents, «», €-less symbols)
  [0x100, 0x17f], // Latin Extended-A (ă, î, â)
  [0x218, 0x21b], // Romanian ș ț with comma below
  [0x400, 0x45f], // Cyrillic
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a],
  [0x20ac, 0x20ac], // €
  [0x2116, 0x2116], // №
  [0x2122, 0x2122], // ™
];
const widths = {};
for (const [from, to] of ranges) {
  for (let code = from; code <= to; code += 1) {
    const glyph = glyphOf(code);
    if (glyph !== 0) widths[code] = advanceOfGlyph(glyph);
  }
}
const metrics = {
  font: 'Liberation Sans Regular (Arial metrics)',
  unitsPerEm,
  fallback: advanceOfGlyph(glyphOf(0x6f)),
  widths,
};
writeFileSync(out, `${JSON.stringify(metrics)}\n`);
console.log(`${Object.keys(widths).length} advance widths, ${unitsPerEm} units per em -> ${out}`);
