import { describe, expect, it } from 'vitest';
import { createHttp } from '../http';
import { calculatorApi } from './calculator';
import { cartApi } from './cart';

function recordingHttp() {
  const requests: Request[] = [];
  const http = createHttp({
    transport: async (request) => {
      requests.push(request);
      return Response.json({});
    },
    contentBaseUrl: 'http://api.test/backend',
    calculatorBaseUrl: 'http://api.test/backend/api',
    locale: 'ru',
    timeoutMs: 1000,
  });
  return { http, requests };
}

describe('cart and calculator endpoints', () => {
  it('calls the calculator prefix with the offline cart id header', async () => {
    const { http, requests } = recordingHttp();
    const cart = cartApi(http);
    await cart.cart('offline-id-offline-id-123');
    await cart.addProduct(5, 9, '2,5', 'offline-id-offline-id-123');
    await cart.createOrder(5, { comment: 'hi', expected_total: 1_780 });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://api.test/backend/api/calculator/cart/',
      'POST http://api.test/backend/api/calculator/cart/5/items/add-product/',
      'POST http://api.test/backend/api/calculator/cart/5/create-order/',
    ]);
    expect(requests[0]!.headers.get('X-Cart-Id')).toBe('offline-id-offline-id-123');
    expect(requests[2]!.headers.get('X-Cart-Id')).toBeNull();
    expect(await requests[1]!.json()).toEqual({ product_id: 9, quantity: '2,5' });
    expect(await requests[2]!.json()).toEqual({ comment: 'hi', expected_total: 1_780 });
  });

  it('sends a quote as data and params', async () => {
    const { http, requests } = recordingHttp();
    await calculatorApi(http).quote(
      { calculator_type_id: 2, sizes: { width: 1400 } },
      { quantity: 2 },
    );
    expect(requests[0]!.url).toBe(
      'http://api.test/backend/api/calculator/internal-modules-section/',
    );
    expect(await requests[0]!.json()).toEqual({
      data: { calculator_type_id: 2, sizes: { width: 1400 } },
      params: { quantity: 2 },
    });
  });
});
