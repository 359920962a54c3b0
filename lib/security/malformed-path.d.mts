import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function isMalformedPath(pathname: string): boolean;
export declare function targetPath(target: string): string;
export declare const BAD_PATH_BODY: string;
export declare function badPathHeaders(env?: { NODE_ENV?: string; SITE_URL?: string }): Record<string, string>;
export declare function rejectMalformedPath(req: IncomingMessage, res: ServerResponse, env?: { NODE_ENV?: string; SITE_URL?: string }): boolean;
