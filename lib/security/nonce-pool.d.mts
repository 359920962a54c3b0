/** A function that answers a fresh nonce (128 random bits, base64) on each call. */
export declare function noncePool(count?: number): () => string;
