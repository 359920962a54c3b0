/** A page's parts deflated once, to be spliced around each answer's gap (see spliced-gzip.mjs). */
export interface SplicedGzip {
  /** The gzip member with its gaps and trailer left empty. */
  readonly bytes: Buffer;
  readonly gapLength: number;
  readonly gapOffsets: readonly number[];
  readonly textLength: number;
  readonly baseCrc: number;
  readonly nulGapCrc: number;
  readonly shift: number;
}
/** The parts of a text cut at gaps of `gapLength` bytes, deflated once to be spliced; null when they cannot be. */
export declare function deflateParts(parts: Buffer[], gapLength: number): SplicedGzip | null;
/** The gzip member of the parts joined by `gap` (of the length they were deflated for); give it to recycleAnswer (answer-slabs.mjs) once sent. */
export declare function gzipParts(spliced: SplicedGzip, gap: Buffer): Buffer;
