/** The parts of a text cut at gaps of `gapLength` bytes, each deflated to be spliced; null when they cannot be. */
export declare function deflateParts(parts: Buffer[], gapLength: number): Buffer[] | null;
/** A gzip member of `parts` joined by `gap`, from their deflateParts. */
export declare function gzipParts(parts: Buffer[], deflated: Buffer[], gap: Buffer): Buffer;
