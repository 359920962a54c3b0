import { describe, expect, it } from 'vitest';
import { getConfig } from './index';

// The per-address limits a shop behind one address (an office, a carrier's NAT) raises.
describe('CART_CREATE_LIMIT and SIGNUP_LIMIT', () => {
  it('default to 20 carts in 10 minutes and 10 sign-ups an hour', () => {
    const config = getConfig({ NODE_ENV: 'test' });
    expect(config.CART_CREATE_LIMIT).toBe(20);
    expect(config.SIGNUP_LIMIT).toBe(10);
  });

  it('take a whole number of at least 1', () => {
    expect(getConfig({ NODE_ENV: 'test', SIGNUP_LIMIT: '1000' }).SIGNUP_LIMIT).toBe(1000);
    expect(() => getConfig({ NODE_ENV: 'test', SIGNUP_LIMIT: '0' })).toThrow(
      'SIGNUP_LIMIT must be at least 1',
    );
    expect(() => getConfig({ NODE_ENV: 'test', SIGNUP_LIMIT: '2.5' })).toThrow(
      'SIGNUP_LIMIT must be a whole number',
    );
  });
});
