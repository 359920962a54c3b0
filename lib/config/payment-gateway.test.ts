import { describe, expect, it } from 'vitest';
import { getConfig } from '.';

const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars });

describe('PAYMENT_GATEWAY', () => {
  it('is the test bank unless set, so the demo takes a card payment end to end', () => {
    expect(getConfig(env({})).PAYMENT_GATEWAY).toBe('test-bank');
    expect(getConfig(env({ PAYMENT_GATEWAY: '' })).PAYMENT_GATEWAY).toBe('test-bank');
  });

  it('switches card payment off with none', () => {
    expect(getConfig(env({ PAYMENT_GATEWAY: 'none' })).PAYMENT_GATEWAY).toBe('none');
  });

  it('refuses any other value with a readable message', () => {
    expect(() => getConfig(env({ PAYMENT_GATEWAY: 'false' }))).toThrow(
      /PAYMENT_GATEWAY must be test-bank or none/,
    );
  });
});
