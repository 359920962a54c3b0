// Brotli for a page that differs per response only in its nonces, compressed once like the gzip of
// spliced-gzip.mjs (brotli's answer is about a fifth smaller than gzip's for our pages).
//
// How (RFC 7932): one brotli stream is made of meta-blocks, and the encoder can be told to end one
// on a byte boundary (a flush). The text is compressed once as one stream, flushed before and after
// each gap, with each gap written as a placeholder the text never holds. Each gap's meta-block is
// then replaced by an uncompressed meta-block (a 3-byte head and the raw bytes), into which every
// answer writes its nonce. That is sound when what the decoder carries from one meta-block to the
// next is the same whichever bytes the gap holds:
// - back-references: the placeholder bytes (see PLACEHOLDER_BYTES) occur nowhere in the text and no
//   two placeholders share a pair of bytes, so no copy can start in or reach into a gap;
// - the last two bytes, which choose the context of the next literal: each gap's block also takes
//   the two bytes of text after the nonce, so it ends on the same bytes in every answer;
// - the last distances, which later copies may name by their rank: a gap's meta-block holds
//   literals only (no copy: see the first point), so it changes none.
// The template is decompressed with two nonces before it is used: any answer it would give that is
// not the page is caught there, and the page is then sent gzip-compressed.
import zlib from 'node:zlib';
import { joinParts } from '../security/nonce-response.mjs';
import { recycleAnswer, spliceAnswer } from './answer-slabs.mjs';

// What each gap's meta-block takes of the text after the nonce (the literal context is two bytes).
const CONTEXT_BYTES = 2;
// The largest meta-block an uncompressed head of four nibbles describes.
const STORED_MAX = 0x10000;

/**
 * Bytes that valid UTF-8 HTML never holds: the C0 controls but tab, line feed and carriage return,
 * and the bytes UTF-8 never uses (0xC0, 0xC1, 0xF5–0xFF). The placeholders are drawn from them.
 */
const PLACEHOLDER_BYTES = [
  ...Array.from({ length: 32 }, (_, byte) => byte).filter((byte) => ![9, 10, 13].includes(byte)),
  0xc0,
  0xc1,
  ...Array.from({ length: 11 }, (_, index) => 0xf5 + index),
];
const IS_PLACEHOLDER_BYTE = new Uint8Array(256);
for (const byte of PLACEHOLDER_BYTES) IS_PLACEHOLDER_BYTE[byte] = 1;

/**
 * `count` placeholders of `length` bytes that give the encoder nothing to copy: no ordered pair of
 * adjacent bytes occurs twice, within one or across them, and no two start or end on the same byte
 * (the text around every nonce is the same quote). Null when the bytes run out (each ends on a byte of
 * its own: 42 gaps at most).
 */
export function placeholders(count, length) {
  const used = new Set();
  const firsts = new Set();
  const lasts = new Set();
  const result = [];
  for (let index = 0; index < count; index += 1) {
    const bytes = [];
    for (let at = 0; at < length; at += 1) {
      const previous = bytes[at - 1];
      const byte = PLACEHOLDER_BYTES.find(
        (candidate) =>
          (at > 0 || !firsts.has(candidate)) && (at < length - 1 || !lasts.has(candidate)) && (at === 0 || !used.has(previous * 256 + candidate)),
      );
      if (byte === undefined) return null;
      if (at > 0) used.add(previous * 256 + byte);
      bytes.push(byte);
    }
    firsts.add(bytes[0]);
    lasts.add(bytes[length - 1]);
    result.push(Buffer.from(bytes));
  }
  return result;
}

/** The head of an uncompressed meta-block of `length` bytes (ISLAST 0, four nibbles, ISUNCOMPRESSED 1), padded to a byte. */
function storedHead(length) {
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]);
}

/** Compresses `segments` as one stream, flushed after each; resolves to each segment's output and the stream's end. */
function compressFlushed(segments, quality) {
  return new Promise((resolve, reject) => {
    const size = segments.reduce((sum, segment) => sum + segment.length, 0);
    const encoder = zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const chunks = [];
    encoder.on('data', (chunk) => chunks.push(chunk));
    encoder.on('error', reject);
    const outputs = [];
    const taken = () => {
      const output = Buffer.concat(chunks);
      chunks.length = 0;
      return output;
    };
    const writeFrom = (index) => {
      if (index === segments.length) {
        encoder.on('end', () => resolve({ outputs, end: taken() }));
        encoder.end();
        return;
      }
      encoder.write(segments[index]);
      encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH, () => {
        outputs.push(taken());
        writeFrom(index + 1);
      });
    };
    writeFrom(0);
  });
}

/** A nonce-like gap for the check: base64 letters, different in each call. */
const sampleGap = (length, seed) => Buffer.from(Array.from({ length }, (_, index) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt((index * 7 + seed * 13) % 64)));

/**
 * The parts of a text cut at gaps of `gapLength` bytes, compressed once with brotli to be spliced
 * (see above): the stream with each gap's room, where the gaps go, and their length. Resolves to
 * null when they cannot be spliced: a part holding a placeholder byte, a part after a gap shorter
 * than the context it must give, too many gaps, or a template that fails its check.
 */
export async function brotliParts(parts, gapLength, { quality = 11 } = {}) {
  const gaps = parts.length - 1;
  if (gapLength + CONTEXT_BYTES > STORED_MAX) return null;
  if (parts.some((part, index) => (index > 0 && part.length < CONTEXT_BYTES) || part.some((byte) => IS_PLACEHOLDER_BYTE[byte] === 1))) return null;
  const marks = placeholders(gaps, gapLength);
  if (marks === null) return null;
  // text₀ | mark₀ + 2 bytes of text₁ | rest of text₁ | mark₁ + … : the gap segments sit at odd indexes.
  const segments = [parts[0]];
  for (let index = 1; index < parts.length; index += 1) {
    segments.push(Buffer.concat([marks[index - 1], parts[index].subarray(0, CONTEXT_BYTES)]), parts[index].subarray(CONTEXT_BYTES));
  }
  const { outputs, end } = await compressFlushed(segments, quality);
  const pieces = [];
  const gapOffsets = [];
  let offset = 0;
  for (const [index, output] of outputs.entries()) {
    if (index % 2 === 0) {
      pieces.push(output);
      offset += output.length;
      continue;
    }
    const context = segments[index].subarray(gapLength);
    const head = storedHead(gapLength + CONTEXT_BYTES);
    pieces.push(head, Buffer.alloc(gapLength), context);
    gapOffsets.push(offset + head.length);
    offset += head.length + gapLength + context.length;
  }
  pieces.push(end);
  const template = { bytes: Buffer.concat(pieces), gapLength, gapOffsets };
  for (const seed of [1, 2]) {
    const gap = sampleGap(gapLength, seed);
    let text;
    try {
      const answer = spliceAnswer(template, gap);
      text = zlib.brotliDecompressSync(answer);
      recycleAnswer(answer);
    } catch {
      return null;
    }
    if (!text.equals(joinParts(parts, gap))) return null;
  }
  return template;
}
