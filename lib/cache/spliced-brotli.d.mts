/** A page's parts compressed once with brotli, to be spliced around each answer's gap (see spliced-brotli.mjs). */
export interface SplicedBrotli {
  /** The brotli stream with its gaps left empty. */
  readonly bytes: Buffer;
  readonly gapLength: number;
  readonly gapOffsets: readonly number[];
}
/** `count` placeholders of `length` bytes that give the encoder nothing to copy; null when the bytes run out. */
export declare function placeholders(count: number, length: number): Buffer[] | null;
/** The parts of a text cut at gaps of `gapLength` bytes, compressed once with brotli to be spliced; null when they cannot be. */
export declare function brotliParts(parts: Buffer[], gapLength: number, options?: { quality?: number }): Promise<SplicedBrotli | null>;
