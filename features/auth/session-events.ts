import type { Locale } from '@/lib/i18n/locales';

/** What a listener does around one login, once it succeeds (see SessionListener.signingIn). */
export interface SignIn {
  /** The customer's token is set; the tab does not show their data yet (no user id in the store). */
  beforeSwitch(userId: number): Promise<void>;
  /** The tab shows the customer's data. */
  afterSwitch(): void;
}

/**
 * How another feature follows the browser session (spec 4 'First load' and 'Auth'): the auth store
 * announces, the cart listens, as the store itself listens for a failed refresh (token.ts). Auth
 * imports no feature that follows it; where a login's order matters, the store waits for each listener.
 */
export interface SessionListener {
  /** The first load knows whether someone is signed in; a listener that comes later is told at once. */
  started(signedIn: boolean): void;
  /** A login is about to be sent, the visitor still a guest: what to do if it succeeds. */
  signingIn(locale: Locale): Promise<SignIn>;
  /** The tab signed out of `userId`'s account (and already went home). */
  signedOut(locale: Locale, userId: number): Promise<void>;
}

const listeners = new Set<SessionListener>();
let startedSignedIn: boolean | null = null;

export function listenToSession(listener: SessionListener): () => void {
  listeners.add(listener);
  if (startedSignedIn !== null) listener.started(startedSignedIn);
  return () => listeners.delete(listener);
}

export function announceStarted(signedIn: boolean) {
  startedSignedIn = signedIn;
  listeners.forEach((listener) => listener.started(signedIn));
}

/** Every listener's part of one login, asked for before the login request is sent. */
export async function prepareSignIn(locale: Locale): Promise<SignIn> {
  const parts = await Promise.all([...listeners].map((listener) => listener.signingIn(locale)));
  return {
    async beforeSwitch(userId) {
      for (const part of parts) await part.beforeSwitch(userId);
    },
    afterSwitch() {
      parts.forEach((part) => part.afterSwitch());
    },
  };
}

export async function announceSignedOut(locale: Locale, userId: number) {
  for (const listener of listeners) await listener.signedOut(locale, userId);
}
