import type { ServerResponse } from 'node:http';

export declare const PAGE_CACHE_CONTROL: string;
export declare function isNoncePage(res: ServerResponse, nonce: string): boolean;
/** A page cut where the nonce goes (a Buffer per piece), put together around `attribute`. */
export declare function joinParts(parts: Buffer[], attribute: Buffer): Buffer;
export declare function rewriteScriptNonces(res: ServerResponse, nonce: string): void;
