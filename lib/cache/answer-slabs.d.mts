/** One answer from a compressed template: its bytes with `gap` at each of its offsets; give it to recycleAnswer once sent. */
export declare function spliceAnswer(template: { readonly bytes: Buffer; readonly gapLength: number; readonly gapOffsets: readonly number[] }, gap: Buffer): Buffer;
/** Takes back the memory of an answer once the socket has taken every byte of it. */
export declare function recycleAnswer(answer: Buffer): void;
