import type { ApiError, ApiResult } from '../api/http';

/** A failed API call as react-query sees it: the status and the provider's error. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.detail ?? Object.values(error.fields ?? {})[0]?.[0] ?? `HTTP ${status}`);
    this.name = 'ApiFailure';
  }
}

/** The data of a result, or its failure thrown for the query client. */
export function dataOf<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiFailure(result.status, result.error);
}
