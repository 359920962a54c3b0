import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashing (scrypt, per-user salt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('fereastra-2024');
    expect(await verifyPassword('fereastra-2024', hash)).toBe(true);
    expect(await verifyPassword('fereastra-2025', hash)).toBe(false);
  });

  it('never stores the password and salts each hash', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same-password'),
      hashPassword('same-password'),
    ]);
    expect(first).not.toContain('same-password');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
  });

  it('treats a malformed stored hash as no match', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$c2FsdA==$a2V5')).toBe(false);
  });

  it('spends as long on an unknown account as on a wrong password', async () => {
    const hash = await hashPassword('real-password');
    const time = async (check: () => Promise<boolean>) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++) await check();
      return performance.now() - start;
    };
    await verifyAgainstDummy('warm-up');
    const wrong = await time(() => verifyPassword('guess-password', hash));
    const unknown = await time(() => verifyAgainstDummy('guess-password'));
    // Loose bounds: the CPU is shared; skipping the hash would make the ratio about 0.001.
    expect(unknown / wrong).toBeGreaterThan(0.25);
    expect(unknown / wrong).toBeLessThan(4);
  });
});
