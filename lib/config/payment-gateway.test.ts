import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, getConfigOrExit, MAIB_PRODUCTION_API_URL, startupWarnings } from '.';

const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars });
/** A real deployment (issue 29, 36): the public address is set, the card acquirer is to be named. */
const production = (vars: Record<string, string>) =>
  env({
    NODE_ENV: 'production',
    DEPLOYMENT: 'production',
    SITE_URL: 'https://shop.example.md',
    ...vars,
  });
const maib = {
  PAYMENT_GATEWAY: 'maib',
  MAIB_PROJECT_ID: 'project',
  MAIB_PROJECT_SECRET: 'secret',
  MAIB_SIGNATURE_KEY: 'signature-key',
};

describe('PAYMENT_GATEWAY', () => {
  it('is the test bank unless set on a local run, so the demo takes a card payment end to end', () => {
    expect(getConfig(env({})).PAYMENT_GATEWAY).toBe('test-bank');
    expect(getConfig(env({ PAYMENT_GATEWAY: '' })).PAYMENT_GATEWAY).toBe('test-bank');
    expect(getConfig(env({ NODE_ENV: 'production' })).PAYMENT_GATEWAY).toBe('test-bank');
  });

  it('switches card payment off with none', () => {
    expect(getConfig(env({ PAYMENT_GATEWAY: 'none' })).PAYMENT_GATEWAY).toBe('none');
  });

  it('refuses any other value with a readable message', () => {
    expect(() => getConfig(env({ PAYMENT_GATEWAY: 'false' }))).toThrow(
      /PAYMENT_GATEWAY must be maib, test-bank or none/,
    );
  });

  it('takes maib with its three credentials, against the production API unless told otherwise', () => {
    const config = getConfig(env(maib));
    expect(config.PAYMENT_GATEWAY).toBe('maib');
    expect(config.MAIB_API_URL).toBe(MAIB_PRODUCTION_API_URL);
    expect(config.MAIB_API_URL).toBe('https://api.maibmerchants.md/v1');
    expect(
      getConfig(env({ ...maib, MAIB_API_URL: 'http://127.0.0.1:4010/v1/' })).MAIB_API_URL,
    ).toBe('http://127.0.0.1:4010/v1');
    expect(() => getConfig(env({ ...maib, MAIB_API_URL: 'not a url' }))).toThrow(/MAIB_API_URL/);
  });

  it('refuses maib without each of its credentials, naming the missing one', () => {
    for (const name of ['MAIB_PROJECT_ID', 'MAIB_PROJECT_SECRET', 'MAIB_SIGNATURE_KEY']) {
      expect(() => getConfig(env({ ...maib, [name]: '' })), name).toThrow(
        new RegExp(`${name}: ${name} is required when PAYMENT_GATEWAY=maib`),
      );
    }
  });

  describe('in a real deployment', () => {
    it('refuses to start unless the card acquirer is named', () => {
      expect(() => getConfig(production({}))).toThrow(
        /PAYMENT_GATEWAY is required when NODE_ENV=production and DEPLOYMENT=production/,
      );
      expect(getConfig(production(maib)).PAYMENT_GATEWAY).toBe('maib');
      expect(getConfig(production({ PAYMENT_GATEWAY: 'none' })).PAYMENT_GATEWAY).toBe('none');
    });

    it('leaves it to the provider when the storefront calls an external one (PROVIDER_API_URL)', () => {
      const storefront = getConfig(production({ PROVIDER_API_URL: 'https://api.example.md' }));
      expect(storefront.PROVIDER_API_URL).toBe('https://api.example.md');
    });

    it('takes the test bank only with ALLOW_TEST_BANK_IN_PRODUCTION=yes, and warns at start', () => {
      expect(() => getConfig(production({ PAYMENT_GATEWAY: 'test-bank' }))).toThrow(
        /test-bank .*only with ALLOW_TEST_BANK_IN_PRODUCTION=yes/,
      );
      expect(() =>
        getConfig(
          production({ PAYMENT_GATEWAY: 'test-bank', ALLOW_TEST_BANK_IN_PRODUCTION: 'true' }),
        ),
      ).toThrow(/ALLOW_TEST_BANK_IN_PRODUCTION must be yes or unset/);
      const staging = getConfig(
        production({ PAYMENT_GATEWAY: 'test-bank', ALLOW_TEST_BANK_IN_PRODUCTION: 'yes' }),
      );
      expect(staging.PAYMENT_GATEWAY).toBe('test-bank');
      expect(startupWarnings(staging)).toEqual([
        expect.stringMatching(/test-bank in a real deployment.*without any money moving/),
      ]);
      expect(startupWarnings(getConfig(production(maib)))).toEqual([]);
      expect(startupWarnings(getConfig(env({})))).toEqual([]);
    });
  });

  describe('at start-up', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    });

    it('stops a real deployment without PAYMENT_GATEWAY with the reason', () => {
      const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
        throw new Error(`exit ${code}`);
      }) as never);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('DEPLOYMENT', 'production');
      vi.stubEnv('SITE_URL', 'https://shop.example.md');
      vi.stubEnv('PAYMENT_GATEWAY', '');
      expect(() => getConfigOrExit()).toThrow('exit 1');
      expect(exit).toHaveBeenCalledWith(1);
      expect(String(logged.mock.calls[0]?.[0])).toMatch(
        /does not start.*PAYMENT_GATEWAY is required when NODE_ENV=production and DEPLOYMENT=production/s,
      );
    });
  });
});
