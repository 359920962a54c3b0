export declare const MODULES_DIR: string;
export declare const SESSION_COOKIES: string[];
export declare function nginxConfig(options: {
  prefix: string;
  listen: string[];
  upstreams: string[];
  shopRoot: string;
  distDir?: string;
  purgeFrom?: string[];
  exposeUpstream?: boolean;
  failTimeout?: string;
  workers?: number | 'auto';
  accessLog?: boolean;
  providers?: string[];
  providerListen?: string;
}): string;
