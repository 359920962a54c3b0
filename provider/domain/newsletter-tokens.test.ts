import { describe, expect, it } from 'vitest';
import { newsletterToken, verifyNewsletterToken } from './newsletter-tokens';

const key = new Uint8Array(32).fill(7);
const now = new Date('2026-11-27T10:00:00Z');
const inAnHour = now.getTime() / 1000 + 3600;

describe('newsletter link tokens', () => {
  it('answer the address they were signed for, for their purpose only', () => {
    const confirm = newsletterToken(key, 'confirm', 'ana@example.md', inAnHour);
    expect(verifyNewsletterToken(key, 'confirm', confirm, now)).toBe('ana@example.md');
    expect(verifyNewsletterToken(key, 'unsubscribe', confirm, now)).toBeNull();
    const unsubscribe = newsletterToken(key, 'unsubscribe', 'ana@example.md');
    expect(verifyNewsletterToken(key, 'unsubscribe', unsubscribe, now)).toBe('ana@example.md');
  });

  it('refuse an expired, forged or re-addressed token and another key', () => {
    const token = newsletterToken(key, 'confirm', 'ana@example.md', inAnHour);
    expect(verifyNewsletterToken(key, 'confirm', token, new Date(inAnHour * 1000))).toBeNull();
    const [, expires, signature] = token.split('.');
    const other = Buffer.from('eve@example.md').toString('base64url');
    expect(
      verifyNewsletterToken(key, 'confirm', `${other}.${expires}.${signature}`, now),
    ).toBeNull();
    expect(verifyNewsletterToken(key, 'confirm', token.replace(/.$/, 'A'), now)).toBeNull();
    expect(verifyNewsletterToken(new Uint8Array(32), 'confirm', token, now)).toBeNull();
    expect(verifyNewsletterToken(key, 'confirm', 'garbage', now)).toBeNull();
  });
});
