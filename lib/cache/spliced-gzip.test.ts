// @vitest-environment node
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { recycleAnswer } from './answer-slabs.mjs';
import { deflateParts, gzipParts } from './spliced-gzip.mjs';

const cutAt = (text: string, gap: string) => text.split(gap).map((part) => Buffer.from(part));
const nonce = () => Buffer.from(randomBytes(16).toString('base64'));

// A page like ours: long, repetitive (the RSC payload repeats the markup), with the nonce in many
// places, some parts far longer than deflate's 32 KiB window.
const page = (gap: string) => {
  const item = (n: number) => `<li><a href="/produs/fereastra-${n}">Fereastră PVC ${n} — 1 200 × 1 400 mm, preț de la ${n * 37} lei</a></li>`;
  const scripts = Array.from({ length: 30 }, (_, n) => `<script nonce="${gap}">self.__next_f.push([1,"${item(n).replaceAll('"', '\\"')}"])</script>`).join('');
  return `<!DOCTYPE html><html lang="ro"><head><script nonce="${gap}" src="/_next/a.js" async></script></head><body><ul>${Array.from({ length: 2000 }, (_, n) => item(n)).join('')}</ul>${scripts}<p>Ștefan și Țara — Москва, Россия</p></body></html>`;
};

describe('spliced gzip', () => {
  it('is the page with each response’s own nonce, as any gzip reader reads it', () => {
    const placeholder = 'N'.repeat(24);
    const parts = cutAt(page(placeholder), placeholder);
    expect(parts.length).toBe(32);
    const deflated = deflateParts(parts, 24)!;
    for (let round = 0; round < 5; round += 1) {
      const gap = nonce();
      const zipped = gzipParts(deflated, gap);
      // gunzip checks the CRC-32 and the length in the trailer.
      expect(zlib.gunzipSync(zipped).toString()).toBe(page(gap.toString()));
    }
  });

  it('is about as small as gzip of the whole page', () => {
    const gap = nonce();
    const parts = cutAt(page(gap.toString()), gap.toString());
    const zipped = gzipParts(deflateParts(parts, gap.length)!, gap);
    const whole = zlib.gzipSync(page(gap.toString()));
    // Each script part repeats markup from before it: without the dictionary it would be larger.
    expect(zipped.length).toBeLessThan(whole.length * 1.1);
  });

  it('handles a page without any gap, and gaps at either end', () => {
    const single = [Buffer.from('<p>Ferestre</p>')];
    expect(zlib.gunzipSync(gzipParts(deflateParts(single, 4)!, Buffer.from('abcd'))).toString()).toBe('<p>Ferestre</p>');
    const edges = [Buffer.alloc(0), Buffer.from('mid'), Buffer.alloc(0)];
    expect(zlib.gunzipSync(gzipParts(deflateParts(edges, 2)!, Buffer.from('xy'))).toString()).toBe('xymidxy');
  });

  it('gets the trailer right for pieces of any length, binary ones included', () => {
    // Lengths around the bit boundaries of the CRC combination: empty, one byte, odd, past 64 KiB.
    const parts = [0, 1, 7, 255, 256, 4097, 70_001, 0].map((length) => Buffer.from(randomBytes(length).map((byte) => byte | 1)));
    const gap = Buffer.from(randomBytes(24).map((byte) => byte | 1));
    const zipped = gzipParts(deflateParts(parts, gap.length)!, gap);
    const whole = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [gap, part])));
    expect(zlib.gunzipSync(zipped).equals(whole)).toBe(true);
    expect(zipped.readUInt32LE(zipped.length - 8)).toBe(zlib.crc32(whole));
  });

  it('writes an answer in the memory of one sent before, never in that of one still being sent', () => {
    const placeholder = 'N'.repeat(24);
    const parts = cutAt(page(placeholder), placeholder);
    const deflated = deflateParts(parts, 24)!;
    const [gapA, gapB, gapC] = [nonce(), nonce(), nonce()];
    const a = gzipParts(deflated, gapA);
    const b = gzipParts(deflated, gapB);
    expect(b.buffer).not.toBe(a.buffer);
    recycleAnswer(a);
    // Given back twice (a bug elsewhere) it must still not be handed out twice.
    recycleAnswer(a);
    const c = gzipParts(deflated, gapC);
    const d = gzipParts(deflated, nonce());
    expect(c.buffer).toBe(a.buffer);
    expect(d.buffer).not.toBe(a.buffer);
    expect(zlib.gunzipSync(b).toString()).toBe(page(gapB.toString()));
    expect(zlib.gunzipSync(c).toString()).toBe(page(gapC.toString()));
  });

  it('refuses a gap of another length than the parts were deflated for', () => {
    const parts = [Buffer.from('a'), Buffer.from('b')];
    expect(() => gzipParts(deflateParts(parts, 4)!, Buffer.from('abc'))).toThrow(RangeError);
  });

  it('declines text with NUL bytes, which a back-reference into a gap could match', () => {
    expect(deflateParts([Buffer.from('a\u0000b'), Buffer.from('c')], 4)).toBeNull();
    expect(deflateParts([Buffer.from('a'), Buffer.from('b')], 70_000)).toBeNull();
  });
});
