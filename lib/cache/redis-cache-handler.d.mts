export interface CacheLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface RedisCacheHandlerInstance {
  get(
    key: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[]; [key: string]: unknown },
  ): Promise<{
    lastModified: number;
    value: unknown;
    cacheControl?: { revalidate: number | false; expire?: number };
  } | null>;
  set(
    key: string,
    data: unknown,
    ctx?: {
      fetchCache?: boolean;
      tags?: string[];
      cacheControl?: { revalidate: number | false; expire?: number };
      [key: string]: unknown;
    },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export interface RedisCacheHandlerClass {
  new (ctx?: { serverDistDir?: string; [key: string]: unknown }): RedisCacheHandlerInstance;
  close(): Promise<void>;
}

export declare const COMMAND_TIMEOUT_MS: number;
export declare function entrySeconds(
  cacheControl: { revalidate?: number | false; expire?: number } | undefined | null,
): number;
export declare const TAG_EXPIRATIONS_KEY: string;
export declare function createRedisCacheHandler(options: {
  url: string | undefined;
  log?: CacheLog;
}): RedisCacheHandlerClass;
declare const RedisCacheHandler: new (ctx?: {
  serverDistDir?: string;
  [key: string]: unknown;
}) => RedisCacheHandlerInstance;
export default RedisCacheHandler;
