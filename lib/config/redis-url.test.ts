import { describe, expect, it } from 'vitest';
import { getConfig } from '.';

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe('REDIS_URL', () => {
  it('is unset when absent or empty: the file-system cache of one process', () => {
    expect(getConfig(env({})).REDIS_URL).toBeUndefined();
    expect(getConfig(env({ REDIS_URL: ' ' })).REDIS_URL).toBeUndefined();
  });

  it('takes a redis:// or rediss:// address', () => {
    expect(getConfig(env({ REDIS_URL: 'redis://127.0.0.1:6379' })).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(
      getConfig(env({ REDIS_URL: 'rediss://user:secret@cache.example.md:6380/2' })).REDIS_URL,
    ).toBe('rediss://user:secret@cache.example.md:6380/2');
  });

  it('refuses anything else with a readable message', () => {
    expect(() => getConfig(env({ REDIS_URL: 'http://127.0.0.1:6379' }))).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => getConfig(env({ REDIS_URL: '127.0.0.1:6379' }))).toThrow(/REDIS_URL/);
  });
});
