import { describe, expect, it } from 'vitest';
import { getConfig } from '.';

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe('SITE_URL', () => {
  it('follows PORT when unset, so a local run on another port links to itself', () => {
    expect(getConfig(env({ PORT: '4123' })).SITE_URL).toBe('http://localhost:4123');
    expect(getConfig(env({})).SITE_URL).toBe('http://localhost:3000');
    expect(getConfig(env({ PORT: '4123', SITE_URL: '' })).SITE_URL).toBe('http://localhost:4123');
  });

  it('is taken as set when set', () => {
    expect(getConfig(env({ PORT: '4123', SITE_URL: 'https://shop.example.md' })).SITE_URL).toBe('https://shop.example.md');
  });

  it('refuses a port that is not one', () => {
    expect(() => getConfig(env({ PORT: 'abc' }))).toThrow(/PORT/);
  });
});
