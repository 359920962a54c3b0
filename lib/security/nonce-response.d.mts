import type { ServerResponse } from 'node:http';

export declare const PAGE_CACHE_CONTROL: string;
export declare function isNoncePage(res: ServerResponse, nonce: string): boolean;
export declare function rewriteScriptNonces(res: ServerResponse, nonce: string): void;
