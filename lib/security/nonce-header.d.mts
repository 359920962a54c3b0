export declare function createNonce(): string;
export declare function isNonce(value: unknown): value is string;
export declare const NONCE_REQUEST_HEADER: string;
export declare const NONCE_SERVER_ENV: string;
export declare const NONCE_POLICY_HEADER: string;
