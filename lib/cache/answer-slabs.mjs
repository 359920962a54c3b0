// The memory of the page copy's compressed answers (spliced-gzip.mjs, spliced-brotli.mjs), used
// again. A new buffer for every answer made V8 collect its old space several times a second under
// load (it counts buffers' memory against a limit of its own): at 4 000 answers/s of 30 kB, 60 full
// collections in 10 s against 7 with no buffer per answer, and a quarter of the throughput. So an
// answer is written into a slab from this list when it fits, and its slab comes back once the
// answer has been handed to the socket (recycleAnswer).
const SLAB_BYTES = 64 * 1024;
const SPARE_SLABS = 128;
const spareSlabs = [];
const slabs = new WeakSet();

/** `length` bytes to write an answer in: part of a slab when it fits in one. */
function answerBuffer(length) {
  if (length > SLAB_BYTES) return Buffer.allocUnsafe(length);
  const slab = spareSlabs.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
  slabs.add(slab.buffer);
  return slab.subarray(0, length);
}

/**
 * One answer from a compressed template with room for its gaps (spliced-gzip.mjs,
 * spliced-brotli.mjs): a copy of the template's bytes with `gap` written at each of its offsets.
 * Give it to recycleAnswer once it is sent.
 */
export function spliceAnswer(template, gap) {
  if (gap.length !== template.gapLength) throw new RangeError(`a gap of ${template.gapLength} bytes was expected, not ${gap.length}`);
  const out = answerBuffer(template.bytes.length);
  template.bytes.copy(out);
  for (const offset of template.gapOffsets) gap.copy(out, offset);
  return out;
}

/**
 * Takes back the memory of an answer from spliceAnswer once nothing reads it any more (the
 * response's 'finish': the socket has taken every byte). An answer whose response never finished is
 * left to GC.
 */
export function recycleAnswer(answer) {
  if (!slabs.has(answer.buffer)) return;
  slabs.delete(answer.buffer);
  if (spareSlabs.length < SPARE_SLABS) spareSlabs.push(Buffer.from(answer.buffer, 0, SLAB_BYTES));
}
