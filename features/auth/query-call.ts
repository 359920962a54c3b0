import type { Api, ApiResult } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { dataOf } from '@/lib/query/failure';
import { afterRecovery } from '@/lib/query/retry';
import { getAccessToken, refreshAccessToken } from './token';

type Recovery = () => Promise<unknown>;

/**
 * A call of a query or mutation, with the visitor's token. A 401 to a call that carried one fails
 * with the token's refresh as its recovery, so the query client refreshes and retries once (spec 4,
 * spec 8); a refresh that fails signs the visitor out (token.ts). `alsoRecover` adds a feature's own
 * recovery (the cart's re-fetch). Calls outside react-query keep clientApi's own refresh.
 */
export async function authorizedCall<T>(
  locale: Locale,
  call: (api: Api) => Promise<ApiResult<T>>,
  alsoRecover?: (status: number) => Recovery | undefined,
): Promise<T> {
  await afterRecovery();
  const token = getAccessToken() ?? null;
  const result = await call(browserApi(locale, { getToken: () => token }));
  return dataOf(result, (status) => {
    const refresh: Recovery | undefined = status === 401 && token ? refreshAccessToken : undefined;
    const own = alsoRecover?.(status);
    if (!refresh || !own) return refresh ?? own;
    return async () => {
      await refresh();
      await own();
    };
  });
}
