export declare function isNextScript(attributes: ReadonlyMap<string, string>, body: string): boolean;
export declare function isAfterPaintChunk(attributes: ReadonlyMap<string, string>, body: string, nonce: string): boolean;
export declare function isNextPreload(attributes: ReadonlyMap<string, string>, nonce: string): boolean;
export declare function readOpenTag(text: string, start?: number, nameLength?: number): { end: number; attributes: Map<string, string> } | null;
export declare function createNonceRewriter(nonce: string): { write(chunk: string): string; end(): string };
