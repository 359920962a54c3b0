import { log } from '../log';
import type { ApiResult } from './http';

/** Spec 8: a failed list or content fetch is only logged; the block renders its empty default. */
export function orEmpty<T>(result: ApiResult<T>, fallback: T, what: string): T {
  if (result.ok) return result.data;
  log.warn(`${what} failed with ${result.status}`, result.error);
  return fallback;
}
