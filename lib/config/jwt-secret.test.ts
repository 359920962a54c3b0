import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret';

describe('JWT secret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'jwt-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('uses the configured secret as is', async () => {
    const secret = await loadJwtSecret(dir, 'c'.repeat(40));
    expect(new TextDecoder().decode(secret)).toBe('c'.repeat(40));
  });

  it('generates one on first start, stores it with mode 0600 and reuses it', async () => {
    const first = await loadJwtSecret(path.join(dir, 'data'));
    const file = path.join(dir, 'data', 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadJwtSecret(path.join(dir, 'data'))).toEqual(first);
  });

  it('agrees on one secret when two starts race', async () => {
    const [a, b] = await Promise.all([loadJwtSecret(dir), loadJwtSecret(dir)]);
    expect(a).toEqual(b);
  });

  it('refuses an empty stored file rather than sign with a weak key', async () => {
    await writeFile(path.join(dir, 'jwt-secret'), '');
    await expect(loadJwtSecret(dir)).rejects.toThrow(/no usable secret/);
  });
});
