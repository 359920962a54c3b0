import { describe, expect, it } from 'vitest';
import { createLimit } from './limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createLimit', () => {
  it('never runs more tasks at once than allowed, and runs them all', async () => {
    const limit = createLimit(4);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        limit(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          running -= 1;
          return index;
        }),
      ),
    );
    expect(peak).toBe(4);
    expect(results).toEqual(Array.from({ length: 25 }, (_, index) => index));
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => createLimit(0)).toThrow(RangeError);
  });
});
