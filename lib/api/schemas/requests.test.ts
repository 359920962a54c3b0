import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CalculatorQuotePayload, OrderRequestInput } from '../types/calculator';
import type { ProductsQuery } from '../types/catalog';
import type { OrdersQuery } from '../types/cart';
import { calculatorQuotePayloadSchema, orderRequestPayloadSchema } from './calculator';
import { ordersQuerySchema } from './cart';
import { productsQuerySchema } from './catalog';
import { paginationQuerySchema } from './common';
import { contactUsPayloadSchema, subscribePayloadSchema } from './forms';
import { articlesQuerySchema, specialistsQuerySchema } from './pages';
import { searchQuerySchema, searchTextSchema } from './search';

const PHONE = '+373 (691) 234-56';
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

/* The request shapes the provider validates and the storefront types what it sends by (one each). */
describe('request schemas', () => {
  it('read a page of a list from the query, the first page of 12 when none is given', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, page_size: 12 });
    expect(paginationQuerySchema.parse({ page: '3', page_size: '60' })).toEqual({
      page: 3,
      page_size: 60,
    });
    for (const page of ['0', '-1', '1.5', 'abc'])
      expect(paginationQuerySchema.safeParse({ page }).success).toBe(false);
    expect(messages(paginationQuerySchema.safeParse({ page_size: '61' }))).toEqual([
      'page_size: invalid_value',
    ]);
  });

  it("give each list its own bounds: products by category, a customer's orders 10 at a time", () => {
    expect(productsQuerySchema.parse({ category: ' windows ', page: '2' })).toEqual({
      category: 'windows',
      page: 2,
      page_size: 12,
    });
    expect(messages(productsQuerySchema.safeParse({ category: ' ' }))).toEqual([
      'category: required',
    ]);
    expect(ordersQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(messages(ordersQuerySchema.safeParse({ page_size: '51' }))).toEqual([
      'page_size: invalid_value',
    ]);
    expect(articlesQuerySchema.parse({ parent_category: '0' })).toMatchObject({
      parent_category: 0,
    });
    expect(specialistsQuerySchema.parse({})).toEqual({ city: 'chisinau' });
  });

  it('need a search text of 1 to 100 characters', () => {
    expect(messages(searchQuerySchema.safeParse({}))).toEqual(['search: required']);
    expect(searchTextSchema.safeParse('   ').error?.issues[0]?.message).toBe('required');
    expect(searchTextSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'max_length',
    );
    expect(searchQuerySchema.parse({ search: '  usa ', page: '2' })).toEqual({
      search: 'usa',
      page: 2,
      page_size: 12,
    });
  });

  it('check the forms a visitor sends with the message keys the storefront translates', () => {
    expect(contactUsPayloadSchema.parse({ phone: PHONE, name: ' Maria ' })).toEqual({
      phone: PHONE,
      name: 'Maria',
    });
    expect(messages(contactUsPayloadSchema.safeParse({ phone: '+373 (777) 777-77' }))).toEqual([
      'phone: invalid_phone',
    ]);
    expect(messages(subscribePayloadSchema.safeParse({ email: 'x@' }))).toEqual([
      'email: invalid_email',
    ]);
    expect(
      messages(
        orderRequestPayloadSchema.safeParse({
          client_name: ' ',
          client_phone: PHONE,
          calculator_id: 0,
          calculator_type_id: '2',
          configuration: { calculator_type_id: 2 },
        }),
      ),
    ).toEqual(['client_name: required', 'calculator_id: invalid_value']);
    // Issue 41: a lead carries the calculator's own shape, no other key.
    const withColour = { calculator_type_id: 2, colour: 'red' };
    expect(
      orderRequestPayloadSchema.safeParse({
        client_name: 'Ana',
        client_phone: PHONE,
        calculator_id: 1,
        calculator_type_id: 2,
        configuration: withColour,
      }).error?.issues[0]?.path,
    ).toEqual(['configuration']);
  });

  it('price one configuration when the quote names no quantity', () => {
    expect(
      calculatorQuotePayloadSchema.parse({
        data: { calculator_type_id: '2', sizes: { w: '900' } },
      }),
    ).toEqual({ data: { calculator_type_id: 2, sizes: { w: 900 } }, params: { quantity: 1 } });
  });

  it('type what the storefront sends as the numbers it has', () => {
    expectTypeOf<ProductsQuery>().toEqualTypeOf<{
      page?: number;
      page_size?: number;
      category?: string;
    }>();
    expectTypeOf<OrdersQuery>().toEqualTypeOf<{ page?: number; page_size?: number }>();
    expectTypeOf<CalculatorQuotePayload['params']>().toEqualTypeOf<
      { quantity?: number } | undefined
    >();
    expectTypeOf<OrderRequestInput['calculator_id']>().toEqualTypeOf<number>();
  });
});
