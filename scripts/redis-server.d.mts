export declare const REDIS_SERVER: string;
export interface RedisServer {
  url: string;
  port: number;
  version: string;
  /** Starts it again on the same port after stop(). */
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}
export declare function createRedis(options?: { prefix?: string }): Promise<RedisServer>;
