import { authApi } from './endpoints/auth';
import { calculatorApi } from './endpoints/calculator';
import { calculatorPagesApi } from './endpoints/calculator-pages';
import { cartApi } from './endpoints/cart';
import { catalogApi } from './endpoints/catalog';
import { contentApi } from './endpoints/content';
import { formsApi } from './endpoints/forms';
import { pagesApi } from './endpoints/pages';
import { searchApi } from './endpoints/search';
import { seoApi } from './endpoints/seo';
import { createHttp, type HttpOptions } from './http';

export type { ApiError, ApiResult, Http, Transport } from './http';
export * from './types/auth';
export * from './types/calculator';
export * from './types/calculator-pages';
export * from './types/cart';
export * from './types/catalog';
export * from './types/content';
export * from './types/forms';
export * from './types/pages';
export * from './types/search';
export * from './types/seo';
export * from './types/session';

/** Every endpoint of spec 7, grouped by area, over one configured Http. */
export function createApi(options: HttpOptions) {
  const http = createHttp(options);
  return {
    auth: authApi(http),
    calculator: calculatorApi(http),
    calculatorPages: calculatorPagesApi(http),
    cart: cartApi(http),
    catalog: catalogApi(http),
    content: contentApi(http),
    forms: formsApi(http),
    pages: pagesApi(http),
    search: searchApi(http),
    seo: seoApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
