/** `length` bytes to write an answer in, from a reused slab when it fits; give it to recycleAnswer once sent. */
export declare function answerBuffer(length: number): Buffer;
/** Takes back the memory of an answer once the socket has taken every byte of it. */
export declare function recycleAnswer(answer: Buffer): void;
