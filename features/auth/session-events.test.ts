import { describe, expect, it } from 'vitest';
import {
  announceSignedOut,
  announceStarted,
  listenToSession,
  prepareSignIn,
  type SessionListener,
} from './session-events';

/** A listener that writes down what it is told, in order. */
function recorder(name: string, log: string[]): SessionListener {
  return {
    started: (signedIn) => void log.push(`${name} started ${signedIn}`),
    async signingIn(locale) {
      log.push(`${name} signing in ${locale}`);
      return {
        beforeSwitch: async (userId) => void log.push(`${name} before ${userId}`),
        afterSwitch: () => void log.push(`${name} after`),
      };
    },
    signedOut: async (locale, userId) => void log.push(`${name} signed out ${locale} ${userId}`),
  };
}

describe('session announcements', () => {
  it('tells every listener, in order, and tells a late one how the session started', async () => {
    const log: string[] = [];
    const stopCart = listenToSession(recorder('cart', log));
    announceStarted(false);
    const stopLate = listenToSession(recorder('late', log));
    expect(log).toEqual(['cart started false', 'late started false']);

    log.length = 0;
    const signIn = await prepareSignIn('ru');
    expect(log).toEqual(['cart signing in ru', 'late signing in ru']);
    await signIn.beforeSwitch(7);
    signIn.afterSwitch();
    await announceSignedOut('ru', 7);
    expect(log).toEqual([
      'cart signing in ru',
      'late signing in ru',
      'cart before 7',
      'late before 7',
      'cart after',
      'late after',
      'cart signed out ru 7',
      'late signed out ru 7',
    ]);

    stopCart();
    stopLate();
    log.length = 0;
    announceStarted(true);
    await announceSignedOut('ro', 7);
    expect(log).toEqual([]);
  });
});
