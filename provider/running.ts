import type { Provider } from './index';

/** One provider per server process, kept on globalThis (Next's dev reloads and its proxy reuse it). */
export const PROVIDER_GLOBAL_KEY = Symbol.for('storefront.provider');

export type GlobalWithProvider = typeof globalThis & { [PROVIDER_GLOBAL_KEY]?: Promise<Provider> };

/**
 * The provider this process has started (instrumentation.ts starts it before the first request), for
 * code that must not start one nor load the provider's modules (proxy.ts); undefined before.
 */
export function runningProvider(): Promise<Provider> | undefined {
  return (globalThis as GlobalWithProvider)[PROVIDER_GLOBAL_KEY];
}
