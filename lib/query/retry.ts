import { ApiFailure } from './failure';

let recovering: Promise<unknown> = Promise.resolve();

/**
 * The query client's retry policy (spec 4 'Auth' and 'Cart', spec 8): a call is retried once, and
 * only after a failure that names its recovery (a 401 → the token refreshed; a cart's 401/403/404 →
 * the cart fetched again, a new one if its id is gone). Nothing else is retried.
 */
export function retryOnceAfterRecovery(failureCount: number, error: unknown): boolean {
  if (failureCount > 0 || !(error instanceof ApiFailure) || !error.recover) return false;
  recovering = error.recover().catch(() => undefined);
  return true;
}

/** Query and mutation functions start here, so a retry runs after the recovery it waits for. */
export function afterRecovery(): Promise<unknown> {
  return recovering;
}
