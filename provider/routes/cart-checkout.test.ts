import { describe, expect, it } from 'vitest';
import { cartTestKit, newVisitor, type CartBody } from '../testing/cart-session';

/** The checkout steps of a cart, `routes/cart-checkout.ts`: delivery and its fee, user and payment details. */
describe('cart API: checkout', () => {
  const kit = cartTestKit();
  const { call, cartOf, addProduct, exampleWindow } = kit;

  describe('totals and delivery fee (spec 9)', () => {
    it('charges by the dearest class, frees pickup and orders of 1 000 € or more', async () => {
      const visitor = newVisitor();
      const cart = await cartOf(visitor);
      const totals = async () => (await cartOf(visitor)).totals;
      await addProduct(cart, visitor, kit.productIds.handle, 2);
      expect(await totals()).toMatchObject({
        total: 2_500,
        delivery: 890,
        grand_total: 3_390,
        vat: 565,
        net_total: 2_825,
      });
      await addProduct(cart, visitor, kit.productIds.sill, '1,5');
      expect(await totals()).toMatchObject({ total: 6_250, delivery: 1_690 });
      await call(`/cart/${cart.id}/items/`, visitor, {
        method: 'POST',
        json: { data: { ...exampleWindow, calculator_type_id: kit.windowTypeId } },
      });
      expect(await totals()).toMatchObject({ total: 39_926, delivery: 4_900, grand_total: 44_826 });
      await call(`/cart/${cart.id}/set-delivery/`, visitor, {
        method: 'POST',
        json: { delivery_type: 'pickup' },
      });
      expect(await totals()).toMatchObject({ delivery: 0, grand_total: 39_926 });
      await call(`/cart/${cart.id}/set-delivery/`, visitor, {
        method: 'POST',
        json: {
          delivery_type: 'delivery',
          first_name: 'Ana',
          last_name: 'Rusu',
          phone: '+373 (691) 234-56',
          city: 'Chișinău',
          street: 'Ștefan cel Mare',
          house: '1',
          apartment: '2',
        },
      });
      expect(await totals()).toMatchObject({ delivery: 4_900 });
      await call(`/cart/${cart.id}/items/`, visitor, {
        method: 'POST',
        json: { data: { ...exampleWindow, calculator_type_id: kit.windowTypeId }, quantity: 4 },
      });
      const cartBody = await cartOf(visitor);
      expect(cartBody.totals).toMatchObject({
        total: 174_630,
        quantity_discount: 8_732,
        new_total: 165_898,
        delivery: 0,
        grand_total: 165_898,
      });
      expect(cartBody.characteristics).toMatchObject({
        total_windows_count: 5,
        linear_metres: 1.5,
        total_area: 8.4,
      });
      expect(cartBody.items_quantity).toBe(8);
    });
  });

  describe('checkout details', () => {
    it('validates delivery, user and payment details', async () => {
      const visitor = newVisitor();
      const cart = await cartOf(visitor);
      const post = (path: string, json: unknown) =>
        call(`/cart/${cart.id}/${path}/`, visitor, { method: 'POST', json });
      const noAddress = await post('set-delivery', { delivery_type: 'delivery' });
      expect(noAddress.status).toBe(400);
      expect(Object.keys(await noAddress.json())).toEqual(
        expect.arrayContaining(['city', 'street', 'house', 'apartment', 'phone']),
      );
      expect((await post('set-delivery', { delivery_type: 'drone' })).status).toBe(400);
      expect(
        await (await post('set-delivery', { delivery_type: 'delivery', address_id: 1 })).json(),
      ).toEqual({ address_id: ['Enter a valid value'] });
      expect(await (await post('set-user-details', {})).json()).toEqual({
        email: ['This field is required'],
        full_name: ['This field is required'],
        phone: ['This field is required'],
      });
      const details = (await (
        await post('set-user-details', {
          email: 'ana@example.md',
          full_name: 'Ana Rusu',
          phone: '+373 (691) 234-56',
        })
      ).json()) as CartBody;
      expect(details.user_details).toEqual({
        email: 'ana@example.md',
        full_name: 'Ana Rusu',
        phone: '+373 (691) 234-56',
      });
      expect((await post('set-payment-details', { payment_method: 7 })).status).toBe(400);
      expect(
        await (
          await post('set-payment-details', { payment_method: 1, use_bonuses: true, bonuses: 100 })
        ).json(),
      ).toEqual({ bonuses: ['Enter a valid value'] });
      const payment = (await (
        await post('set-payment-details', { payment_method: 2 })
      ).json()) as CartBody;
      expect(payment.payment_details).toEqual({ payment_method: 2, bonuses: 0 });
    });
  });
});
