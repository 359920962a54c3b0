// Gzip for a page that differs per response only in a few bytes of the same length (the nonce), so
// the page copy (page-cache.mjs) compresses a page once, not once per request (≈ 4 ms of CPU for a
// 110 kB page, against a few µs to splice).
//
// How (RFC 1951/1952): each part between two gaps is deflated on its own, ending on a byte boundary
// (a sync flush), with the text before it as its dictionary, in which every gap is NUL bytes. A
// part holds no NUL byte (else there is no splicing), so none of its back-references can reach into
// a gap: they all land on text that is the same in every response, at the same distance since the
// gaps keep their length. The gzip member is then assembled once with room for the gaps, as stored
// blocks between the parts, and each response copies it, writes its gap bytes into that room and
// fills in the trailer (the CRC-32 and length of the whole, below).
import zlib from 'node:zlib';
import { joinParts } from '../security/nonce-response.mjs';
import { spliceAnswer } from './answer-slabs.mjs';

// Deflate looks back at most 32 KiB.
const WINDOW = 32 * 1024;
// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty last block (fixed Huffman codes, end of block at once).
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
// The largest stored block.
const STORED_MAX = 0xffff;

/** Each part deflated on its own, with the text before it (gaps as NUL bytes) as its dictionary. */
function deflateEach(parts, nulGap) {
  const deflated = [];
  let before = Buffer.alloc(0);
  for (const [index, part] of parts.entries()) {
    const dictionary = before.subarray(Math.max(0, before.length - WINDOW));
    deflated.push(zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_SYNC_FLUSH, ...(dictionary.length > 0 ? { dictionary } : {}) }));
    // Only the last window is ever read.
    if (index < parts.length - 1) before = Buffer.concat([before.subarray(Math.max(0, before.length - WINDOW)), part, nulGap]);
  }
  return deflated;
}

function storedBlockHead(length) {
  const head = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00, then LEN and its one's complement.
  head.writeUInt16LE(length, 1);
  head.writeUInt16LE(~length & 0xffff, 3);
  return head;
}

// The trailer's CRC-32 without reading the page per answer. A CRC is linear over the bytes it reads
// (once its start and end conditioning, which depend on the length only, are set aside), and the
// answers differ only in the gaps, all holding the same nonce. So, with the gaps as NUL bytes in
// `base`, crc(page) = crc(base) ⊕ raw(nonce) · Σ x^(8·bytes after gap i) mod P, where raw(g) =
// crc(g) ⊕ crc(NUL bytes of g's length) and the sum is fixed per page: one multiplication an answer
// (zlib's multmodp, crc32.c, in the reflected bit order of gzip's polynomial).
const POLY = 0xedb88320;

function multiplyModP(a, b) {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

// X2N[k] = x^(2^k) mod P.
const X2N = [0x40000000];
for (let k = 1; k < 32; k += 1) X2N.push(multiplyModP(X2N[k - 1], X2N[k - 1]));

/** x^(8·length) mod P: what appending `length` bytes multiplies a CRC by. */
function appendOperator(length) {
  let operator = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k += 1) if (n % 2 === 1) operator = multiplyModP(X2N[k % 32], operator);
  return operator;
}

// zlib's crc32 answers its initial value (0) for a buffer without memory behind it, whatever the
// running value (Node passes a null pointer for some empty buffers): an empty text is 0.
const crc32 = (bytes) => (bytes.length === 0 ? 0 : zlib.crc32(bytes));

/**
 * The parts of a text cut at gaps of `gapLength` bytes, deflated once to be spliced (see above): a
 * gzip member with its gaps left empty (the header, each part deflated with a stored-block head
 * before each gap, the last block, room for the trailer), where each gap goes, and the CRC facts
 * above. Null when they cannot be spliced: a part holding a NUL byte, or a gap longer than a stored
 * block.
 */
export function deflateParts(parts, gapLength) {
  if (gapLength > STORED_MAX || parts.some((part) => part.includes(0))) return null;
  const nulGap = Buffer.alloc(gapLength);
  const deflated = deflateEach(parts, nulGap);
  const gapHead = storedBlockHead(gapLength);
  const pieces = [HEADER];
  const gapOffsets = [];
  let offset = HEADER.length;
  let textLength = 0;
  const textGapEnds = [];
  for (const [index, part] of parts.entries()) {
    pieces.push(deflated[index]);
    offset += deflated[index].length;
    textLength += part.length;
    if (index === parts.length - 1) break;
    pieces.push(gapHead, nulGap);
    gapOffsets.push(offset + gapHead.length);
    offset += gapHead.length + gapLength;
    textLength += gapLength;
    textGapEnds.push(textLength);
  }
  pieces.push(LAST_BLOCK, Buffer.alloc(8));
  const shift = textGapEnds.reduce((sum, end) => sum ^ appendOperator(textLength - end), 0);
  return { bytes: Buffer.concat(pieces), gapLength, gapOffsets, textLength, baseCrc: crc32(joinParts(parts, nulGap)), nulGapCrc: crc32(nulGap), shift };
}

/**
 * The gzip member of the parts joined by `gap` (of the length they were deflated for): one copy of
 * the template (answer-slabs.mjs). Give it to recycleAnswer once it is sent.
 */
export function gzipParts(template, gap) {
  const out = spliceAnswer(template, gap);
  const { length } = out;
  const crc = template.gapOffsets.length === 0 ? template.baseCrc : template.baseCrc ^ multiplyModP(template.shift, crc32(gap) ^ template.nulGapCrc);
  out.writeUInt32LE(crc >>> 0, length - 8);
  out.writeUInt32LE(template.textLength >>> 0, length - 4);
  return out;
}
