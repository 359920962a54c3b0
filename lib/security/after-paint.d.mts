export declare function isAfterPaintChunk(attributes: ReadonlyMap<string, string>, body: string, nonce: string, isBuildFile: (url: string) => boolean): boolean;
export declare function afterPaintLoader(src: string, nonceAttribute: string): string;
