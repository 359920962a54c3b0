import type { IncomingMessage, ServerResponse } from 'node:http';

export const STATIC_COPY_MAX_BYTES: number;

/** The key of a request whose answer may be kept, or null. */
export function staticCopyKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;

/** Whether an answer, as its head goes out, is a build file anyone may keep for good. */
export function isImmutableFile(res: Pick<ServerResponse, 'statusCode' | 'getHeader'>): boolean;

/** The build's immutable files in memory, compressed once (server.mjs). */
export class StaticCopy {
  constructor(options?: { maxBytes?: number });
  readonly size: number;
  /** Resolves once every compression under way has finished. */
  settled(): Promise<unknown>;
  serve(req: IncomingMessage, res: ServerResponse, acceptEncoding?: string): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
}
