// @vitest-environment node
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { spliceAnswer as brotliAnswer } from './answer-slabs.mjs';
import { deflateParts } from './spliced-gzip.mjs';
import { brotliParts, placeholders } from './spliced-brotli.mjs';

const cutAt = (text: string, gap: string) => text.split(gap).map((part) => Buffer.from(part));
const nonce = () => Buffer.from(randomBytes(16).toString('base64'));

// A page like ours: long, repetitive (the RSC payload repeats the markup), in three scripts, with the
// nonce on 31 scripts, each followed by the same quote.
const page = (gap: string, scripts = 30) => {
  const item = (n: number) => `<li><a href="/produs/fereastra-${n}">Fereastră PVC ${n} — 1 200 × 1 400 mm, preț de la ${n * 37} lei</a></li>`;
  const payload = Array.from({ length: scripts }, (_, n) => `<script nonce="${gap}">self.__next_f.push([1,"${item(n).replaceAll('"', '\\"')}"])</script>`).join('');
  return `<!DOCTYPE html><html lang="ro"><head><script nonce="${gap}" src="/_next/a.js" async></script></head><body><ul>${Array.from({ length: 600 }, (_, n) => item(n)).join('')}</ul>${payload}<p>Ștefan și Țara — Москва, Россия</p></body></html>`;
};

describe('spliced brotli', () => {
  it('is the page with each response’s own nonce, as any brotli reader reads it', async () => {
    const placeholder = 'N'.repeat(24);
    const parts = cutAt(page(placeholder), placeholder);
    expect(parts.length).toBe(32);
    const template = (await brotliParts(parts, 24))!;
    expect(template).not.toBeNull();
    for (let round = 0; round < 5; round += 1) {
      const gap = nonce();
      expect(zlib.brotliDecompressSync(brotliAnswer(template, gap)).toString()).toBe(page(gap.toString()));
    }
  });

  it('is smaller than the spliced gzip, and larger than brotli of the whole page by less than 64 bytes a gap', async () => {
    const gap = nonce();
    const parts = cutAt(page(gap.toString()), gap.toString());
    const brotli = brotliAnswer((await brotliParts(parts, gap.length))!, gap);
    const gzip = deflateParts(parts, gap.length)!.bytes;
    const whole = zlib.brotliCompressSync(page(gap.toString()), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(brotli.length).toBeLessThan(gzip.length * 0.75);
    // Each gap ends two meta-blocks, and each compressed one carries its own codes.
    expect(brotli.length).toBeLessThan(whole.length + 64 * (parts.length - 1));
  });

  it('handles a page without any gap, and a gap at the start', async () => {
    const single = [Buffer.from('<p>Ferestre</p>')];
    expect(zlib.brotliDecompressSync(brotliAnswer((await brotliParts(single, 4))!, Buffer.from('abcd'))).toString()).toBe('<p>Ferestre</p>');
    const leading = [Buffer.alloc(0), Buffer.from('">mid'), Buffer.from('" />')];
    expect(zlib.brotliDecompressSync(brotliAnswer((await brotliParts(leading, 2))!, Buffer.from('xy'))).toString()).toBe('xy">midxy" />');
  });

  it('gives up (the page goes gzip-compressed) when the parts cannot be spliced', async () => {
    // A byte the placeholders use, in the text.
    expect(await brotliParts([Buffer.from('<p>a\u0001b</p>'), Buffer.from('">x')], 4)).toBeNull();
    // Less text after a gap than the context its meta-block must take.
    expect(await brotliParts([Buffer.from('<p>a'), Buffer.from('"')], 4)).toBeNull();
    // More gaps than placeholders.
    const many = Array.from({ length: 60 }, (_, n) => Buffer.from(`<script nonce="${n}`));
    expect(await brotliParts([...many, Buffer.from('">')], 24)).toBeNull();
  });

  it('draws placeholders that share no pair of bytes and no last byte, from bytes HTML never holds', () => {
    const marks = placeholders(42, 24)!;
    expect(marks).toHaveLength(42);
    const pairs = new Set<number>();
    const lasts = new Set<number>();
    for (const mark of marks) {
      expect(mark).toHaveLength(24);
      for (const byte of mark) expect(byte < 0x20 ? ![9, 10, 13].includes(byte) : byte === 0xc0 || byte === 0xc1 || byte >= 0xf5).toBe(true);
      for (let at = 1; at < mark.length; at += 1) {
        const pair = mark.readUInt16BE(at - 1);
        expect(pairs.has(pair)).toBe(false);
        pairs.add(pair);
      }
      const last = mark.readUInt8(mark.length - 1);
      expect(lasts.has(last)).toBe(false);
      lasts.add(last);
    }
    expect(placeholders(43, 24)).toBeNull();
  });
});
