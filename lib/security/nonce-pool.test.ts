// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isNonce } from './nonce-header.mjs';
import { noncePool } from './nonce-pool.mjs';

describe('noncePool', () => {
  it('answers nonces of the shape the proxy accepts, never the same one twice across refills', () => {
    // A pool of 4 is refilled every 4 nonces: 1 000 nonces cross 250 refills.
    const next = noncePool(4);
    const nonces = Array.from({ length: 1000 }, next);
    expect(nonces.every((nonce) => isNonce(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(1000);
  });

  it('draws every nonce from fresh random bytes, not from a shifted or repeated pool', () => {
    const next = noncePool(2);
    const bytes = Array.from({ length: 400 }, () => Buffer.from(next(), 'base64'));
    // No two nonces share a byte in the same place more often than chance (1 in 256 a place).
    const sameByteAt = bytes.slice(1).reduce((count, nonce, index) => count + nonce.filter((byte, at) => byte === bytes[index]![at]).length, 0);
    expect(sameByteAt).toBeLessThan(60);
  });
});
