// Gzip for a page that differs per response only in a few bytes of the same length (the nonce), so
// the page copy (page-cache.mjs) compresses a page once, not once per request (≈ 4 ms of CPU for a
// 110 kB page, against ≈ 0.2 ms to splice).
//
// How (RFC 1951/1952): each part between two gaps is deflated on its own, ending on a byte boundary
// (a sync flush), with the text before it as its dictionary, in which every gap is NUL bytes. A
// part holds no NUL byte (else there is no splicing), so none of its back-references can reach into
// a gap: they all land on text that is the same in every response, at the same distance since the
// gaps keep their length. Each response then writes its gap bytes as stored blocks between the
// parts, and a gzip header and trailer (CRC-32 and length of the whole) around them.
import zlib from 'node:zlib';

// Deflate looks back at most 32 KiB.
const WINDOW = 32 * 1024;
// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty last block (fixed Huffman codes, end of block at once).
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
// The largest stored block.
const STORED_MAX = 0xffff;

/**
 * The parts of a text cut at gaps of `gapLength` bytes, each deflated to be spliced (see above); null
 * when they cannot be: a part holding a NUL byte, or a gap longer than a stored block.
 */
export function deflateParts(parts, gapLength) {
  if (gapLength > STORED_MAX || parts.some((part) => part.includes(0))) return null;
  const gap = Buffer.alloc(gapLength);
  const deflated = [];
  let before = Buffer.alloc(0);
  for (const [index, part] of parts.entries()) {
    const dictionary = before.subarray(Math.max(0, before.length - WINDOW));
    deflated.push(zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_SYNC_FLUSH, ...(dictionary.length > 0 ? { dictionary } : {}) }));
    // Only the last window is ever read.
    if (index < parts.length - 1) before = Buffer.concat([before.subarray(Math.max(0, before.length - WINDOW)), part, gap]);
  }
  return deflated;
}

function storedBlock(bytes) {
  const head = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00, then LEN and its one's complement.
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return head;
}

// CRC-32 of a concatenation from the CRC-32 of its pieces (zlib's crc32_combine_gen/_op, crc32.c):
// crc(A‖B) = crc(A) · x^(8·len B) mod P ⊕ crc(B), in the reflected bit order of gzip's polynomial.
// The page's parts are fixed, so their CRCs and operators are computed once, and each answer only
// runs the CRC of its nonce and one multiplication per piece (≈ 60 × 32 steps) instead of reading
// the whole page again (≈ 75 µs for 110 kB).
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

/** The operator that appends `length` bytes: x^(8·length) mod P. */
function appendOperator(length) {
  let operator = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k += 1) if (n % 2 === 1) operator = multiplyModP(X2N[k % 32], operator);
  return operator;
}

/** crc(A‖B) from crc(A), crc(B) and B's appendOperator. */
const combine = (crcA, crcB, operatorB) => (multiplyModP(operatorB, crcA) ^ crcB) >>> 0;

// zlib's crc32 answers its initial value (0) for a buffer without memory behind it, whatever the
// running value (Node passes a null pointer for some empty buffers): an empty piece is 0.
const crc32 = (bytes) => (bytes.length === 0 ? 0 : zlib.crc32(bytes));

// The CRC facts of a page's parts, per array of parts (a page copy keeps its array while it lives).
const PART_CRCS = new WeakMap();

function partCrcs(parts) {
  let known = PART_CRCS.get(parts);
  if (!known) {
    known = parts.map((part) => ({ crc: crc32(part), operator: appendOperator(part.length) }));
    PART_CRCS.set(parts, known);
  }
  return known;
}

/** A gzip member of `parts` joined by `gap`, from their deflateParts. */
export function gzipParts(parts, deflated, gap) {
  const gapHead = storedBlock(gap);
  const gapCrc = crc32(gap);
  const gapOperator = appendOperator(gap.length);
  const crcs = partCrcs(parts);
  const pieces = [HEADER];
  let crc = 0;
  let size = 0;
  for (const [index, part] of parts.entries()) {
    crc = combine(crc, crcs[index].crc, crcs[index].operator);
    size += part.length;
    pieces.push(deflated[index]);
    if (index === parts.length - 1) break;
    crc = combine(crc, gapCrc, gapOperator);
    size += gap.length;
    pieces.push(gapHead, gap);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}
