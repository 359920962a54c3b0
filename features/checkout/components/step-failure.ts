import { ApiFailure } from '@/lib/query/failure';
import { failureOf, failureText, type Failure } from './failure-alert';

/**
 * A step's mutation error as the step shows it: the provider's message when it gave one, else
 * `fallback`. Apart from failure-alert.tsx, which the cart's first view loads without react-query.
 */
export function failureOfError(error: unknown, fallback: string): Failure | null {
  if (!error) return null;
  return error instanceof ApiFailure ? failureOf(error, fallback) : failureText(fallback);
}
