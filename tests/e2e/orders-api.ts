import { expect, type APIRequestContext } from './fixtures';
import { guestCart } from './helpers';

/** The address of the guests' orders placed by placeOrder. */
export const GUEST_EMAIL = 'oaspete@example.md';

/**
 * An order placed through the API, as the shopper's browser places it in their language: a guest's
 * (a configured window and a catalog product) or a signed-in customer's (a catalog product). Its
 * number, grand total, and the test bank's page for a card order.
 */
export async function placeOrder(
  request: APIRequestContext,
  method: 1 | 2,
  phone: string,
  {
    locale = 'ro',
    token,
    email = GUEST_EMAIL,
  }: { locale?: string; token?: string; email?: string } = {},
) {
  const headers: Record<string, string> = { 'Accept-Language': locale };
  if (token) headers.Authorization = `Bearer ${token}`;
  else headers['X-Cart-Id'] = await guestCart(request);
  const cart = (await (await request.get('/backend/api/calculator/cart/', { headers })).json()) as {
    id: number;
  };
  const post = async (step: string, data: unknown) => {
    const response = await request.post(`/backend/api/calculator/cart/${cart.id}/${step}`, {
      headers,
      data,
    });
    expect(response.ok(), step).toBe(true);
    return response;
  };
  if (token) {
    const products = (await (await request.get('/backend/products/?page_size=60')).json()) as {
      results: { id: number }[];
    };
    await post('items/add-product/', { product_id: products.results.at(-1)!.id, quantity: 1 });
  }
  await post('set-user-details/', { email, full_name: 'Ana Oaspete', phone });
  await post('set-delivery/', { delivery_type: 'pickup' });
  await post('set-payment-details/', { payment_method: method });
  const body = (await (await post('create-order/', {})).json()) as {
    order: { nr: string; totals: { grand_total: number } };
    payment_data: { result: { payUrl: string } } | null;
  };
  return {
    nr: body.order.nr,
    grandTotal: body.order.totals.grand_total,
    payUrl: body.payment_data?.result.payUrl ?? null,
  };
}
