export declare const API_CONTENT_SECURITY_POLICY: string;
export declare const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }>;
export declare const HSTS_VALUE: string;
export declare function hstsHeader(env: { NODE_ENV?: string; SITE_URL?: string }): string | null;
