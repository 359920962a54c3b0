import { describe, expect, it } from 'vitest';
import { getConfig } from '.';

describe('SITE_URL', () => {
  it('follows PORT when unset, so a local run on another port links to itself', () => {
    expect(getConfig({ PORT: '4123' }).SITE_URL).toBe('http://localhost:4123');
    expect(getConfig({}).SITE_URL).toBe('http://localhost:3000');
    expect(getConfig({ PORT: '4123', SITE_URL: '' }).SITE_URL).toBe('http://localhost:4123');
  });

  it('is taken as set when set', () => {
    expect(getConfig({ PORT: '4123', SITE_URL: 'https://shop.example.md' }).SITE_URL).toBe('https://shop.example.md');
  });

  it('refuses a port that is not one', () => {
    expect(() => getConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
