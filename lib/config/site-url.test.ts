import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, getConfigOrExit } from '.';

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe('SITE_URL', () => {
  it('follows PORT when unset, so a local run on another port links to itself', () => {
    expect(getConfig(env({ PORT: '4123' })).SITE_URL).toBe('http://localhost:4123');
    expect(getConfig(env({})).SITE_URL).toBe('http://localhost:3000');
    expect(getConfig(env({ PORT: '4123', SITE_URL: '' })).SITE_URL).toBe('http://localhost:4123');
  });

  it('is taken as set when set', () => {
    expect(getConfig(env({ PORT: '4123', SITE_URL: 'https://shop.example.md' })).SITE_URL).toBe(
      'https://shop.example.md',
    );
  });

  it('refuses a port that is not one', () => {
    expect(() => getConfig(env({ PORT: 'abc' }))).toThrow(/PORT/);
  });

  it('is required in a real deployment, and the refusal says why and what to set', () => {
    const refusal = () =>
      getConfig(env({ NODE_ENV: 'production', DEPLOYMENT: 'production', PORT: '4123' }));
    expect(refusal).toThrow(
      /SITE_URL is required when NODE_ENV=production and DEPLOYMENT=production/,
    );
    expect(refusal).toThrow(/public address of the shop/);
    expect(
      getConfig(
        env({
          NODE_ENV: 'production',
          DEPLOYMENT: 'production',
          SITE_URL: 'https://shop.example.md',
          PAYMENT_GATEWAY: 'none',
        }),
      ).SITE_URL,
    ).toBe('https://shop.example.md');
  });

  it('keeps the local default in a local production run, in development and in tests', () => {
    expect(getConfig(env({ NODE_ENV: 'production', PORT: '4123' })).SITE_URL).toBe(
      'http://localhost:4123',
    );
    expect(
      getConfig(env({ NODE_ENV: 'production', DEPLOYMENT: 'local', PORT: '4123' })).DEPLOYMENT,
    ).toBe('local');
    expect(getConfig(env({ NODE_ENV: 'development', DEPLOYMENT: 'production' })).SITE_URL).toBe(
      'http://localhost:3000',
    );
    expect(
      getConfig(env({ NODE_ENV: 'test', DEPLOYMENT: 'production', SITE_URL: '' })).SITE_URL,
    ).toBe('http://localhost:3000');
  });

  it('refuses a deployment that is neither production nor local', () => {
    expect(() => getConfig(env({ DEPLOYMENT: 'staging' }))).toThrow(
      /DEPLOYMENT must be production or local/,
    );
  });

  describe('at start-up', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    });

    it('stops the server with the reason instead of serving failing pages', () => {
      const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
        throw new Error(`exit ${code}`);
      }) as never);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('DEPLOYMENT', 'production');
      vi.stubEnv('SITE_URL', '');
      expect(() => getConfigOrExit()).toThrow('exit 1');
      expect(exit).toHaveBeenCalledWith(1);
      expect(String(logged.mock.calls[0]?.[0])).toMatch(
        /does not start.*SITE_URL is required when NODE_ENV=production and DEPLOYMENT=production/s,
      );
    });
  });
});
