import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api';
import { emptyCart } from '@/tests/fixtures/cart';
import { pushStep, reachableStep, stepInUrl } from './step-url';

const withItem: Cart = { ...emptyCart, items_quantity: 1, items: [{} as Cart['items'][number]] };
const details = { email: 'ion@example.md', full_name: 'Ion Popescu', phone: '+373 (691) 234-56' };
const pickup = { delivery_type: 'pickup', address_id: null, address: null } as const;

afterEach(() => window.history.replaceState(null, '', '/cos'));

describe('the checkout step in the URL (issue 39)', () => {
  it('opens the step the URL names when the cart holds what the steps before it saved', () => {
    const ready: Cart = {
      ...withItem,
      user_details: details,
      delivery_details: pickup,
      payment_details: { payment_method: 2, bonuses: 0 },
    };
    expect(reachableStep('order', ready, false)).toBe('order');
    expect(reachableStep('delivery', ready, false)).toBe('delivery');
    expect(reachableStep('nonsense', ready, false)).toBe('cart');
  });

  it('lands on the furthest step the cart is ready for', () => {
    expect(reachableStep('order', withItem, false)).toBe('personal');
    expect(reachableStep('order', withItem, true)).toBe('delivery');
    expect(reachableStep('order', { ...withItem, user_details: details }, false)).toBe('delivery');
    expect(reachableStep('payment', emptyCart, true)).toBe('cart');
    expect(reachableStep('payment', null, true)).toBe('cart');
  });

  it('pushes one history entry per step and drops the declined notice', () => {
    window.history.replaceState(null, '', '/cos?payment=declined&utm=x');
    const before = window.history.length;
    pushStep('delivery');
    expect(window.location.search).toBe('?utm=x&step=delivery');
    expect(stepInUrl()).toBe('delivery');
    pushStep('cart');
    expect(window.location.search).toBe('?utm=x');
    expect(window.history.length).toBe(before + 2);
  });
});
