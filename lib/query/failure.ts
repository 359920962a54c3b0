import type { ApiError, ApiResult } from '../api/http';

/**
 * A failed API call as react-query sees it: the status and the provider's error, plus how to
 * recover when spec 4/8 allow one retry (refresh the token, re-fetch the cart). No recovery, no retry.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
    readonly recover?: () => Promise<unknown>,
  ) {
    super(error.detail ?? Object.values(error.fields ?? {})[0]?.[0] ?? `HTTP ${status}`);
    this.name = 'ApiFailure';
  }
}

/** The data of a result, or its failure thrown for the query client. */
export function dataOf<T>(
  result: ApiResult<T>,
  recover?: (status: number) => (() => Promise<unknown>) | undefined,
): T {
  if (result.ok) return result.data;
  throw new ApiFailure(result.status, result.error, recover?.(result.status));
}
