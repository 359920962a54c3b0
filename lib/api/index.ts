import { contentApi } from './endpoints/content';
import { createHttp, type HttpOptions } from './http';

export type { ApiError, ApiResult, Http, Transport } from './http';
export * from './types/content';

/** Every endpoint of spec 7, grouped by area, over one configured Http. */
export function createApi(options: HttpOptions) {
  const http = createHttp(options);
  return {
    content: contentApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
