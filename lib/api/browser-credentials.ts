/**
 * The visitor's credentials for the browser's client (browser.ts), provided by the auth feature
 * (features/auth/token.ts) when it loads: lib/api knows no feature, and no token exists before that
 * module runs. Dependency-free, so the header's account island on every page loads nothing more.
 */
export interface BrowserCredentials {
  /** The access token to send, once a refresh in flight has ended; null for a visitor. */
  token: () => Promise<string | null>;
  /** Spec 4: a new access token through the refresh cookie, or null (the visitor is signed out). */
  refresh: () => Promise<string | null>;
}

const visitor: BrowserCredentials = {
  token: async () => null,
  refresh: async () => null,
};

let current = visitor;

export function provideBrowserCredentials(credentials: BrowserCredentials): void {
  current = credentials;
}

export const browserCredentials = (): BrowserCredentials => current;
