import { describe, expect, it } from 'vitest';
import { BUNDLED_PROVIDER_SETTINGS, getConfig } from '.';

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
const external = { PROVIDER_API_URL: 'http://127.0.0.1:4700/backend' };

describe('PROVIDER_API_URL (issue 35: one back end, never two)', () => {
  it('starts with the external provider alone', () => {
    const config = getConfig(env({ ...external, DATA_DIR: '/tmp/shop' }));
    expect(config.PROVIDER_API_URL).toBe('http://127.0.0.1:4700/backend');
    expect(config.CALCULATOR_API_URL).toBeUndefined();
  });

  /** A valid value of each bundled-provider setting (MAIL_FROM needs SMTP_URL's company). */
  const valid: Record<(typeof BUNDLED_PROVIDER_SETTINGS)[number], Record<string, string>> = {
    DATABASE_URL: { DATABASE_URL: 'postgres://shop@db/shop' },
    JWT_SECRET: { JWT_SECRET: 'j'.repeat(40) },
    PAYMENT_SECRET: { PAYMENT_SECRET: 'p'.repeat(40) },
    PAYMENT_GATEWAY: { PAYMENT_GATEWAY: 'none' },
    SMTP_URL: { SMTP_URL: 'smtp://relay:587', MAIL_FROM: 'Shop <shop@example.md>' },
    MAIL_FROM: { MAIL_FROM: 'Shop <shop@example.md>' },
    STAFF_EMAIL: { STAFF_EMAIL: 'orders@example.md' },
    CORS_ALLOWED_ORIGINS: { CORS_ALLOWED_ORIGINS: 'https://shop.example.md' },
    ALLOW_TEST_BANK_IN_PRODUCTION: { ALLOW_TEST_BANK_IN_PRODUCTION: 'yes' },
    MAIB_API_URL: { MAIB_API_URL: 'https://maib.example.md/v1' },
    MAIB_PROJECT_ID: { MAIB_PROJECT_ID: 'project' },
    MAIB_PROJECT_SECRET: { MAIB_PROJECT_SECRET: 'secret' },
    MAIB_SIGNATURE_KEY: { MAIB_SIGNATURE_KEY: 'key' },
    CART_CREATE_LIMIT: { CART_CREATE_LIMIT: '100' },
    SIGNUP_LIMIT: { SIGNUP_LIMIT: '100' },
  };

  it.each(BUNDLED_PROVIDER_SETTINGS)(
    'refuses %s beside it, saying why and where the setting belongs',
    (name) => {
      const values = valid[name];
      const refusal = () => getConfig(env({ ...external, ...values }));
      expect(refusal).toThrow(new RegExp(`${name}.*bundled provider only`));
      expect(refusal).toThrow(/on the provider's processes/);
      // The same setting without PROVIDER_API_URL is the bundled provider's own.
      expect(() => getConfig(env(values))).not.toThrow();
    },
  );

  it('takes an empty bundled setting as unset', () => {
    expect(() => getConfig(env({ ...external, DATABASE_URL: '', JWT_SECRET: '' }))).not.toThrow();
  });
});

describe('CORS_ALLOWED_ORIGINS', () => {
  it('lists origins, comma-separated', () => {
    expect(
      getConfig(env({ CORS_ALLOWED_ORIGINS: 'https://shop.example.md, http://localhost:3000' }))
        .CORS_ALLOWED_ORIGINS,
    ).toEqual(['https://shop.example.md', 'http://localhost:3000']);
  });

  it('refuses a path or a bare host', () => {
    expect(() => getConfig(env({ CORS_ALLOWED_ORIGINS: 'https://shop.example.md/' }))).toThrow(
      /CORS_ALLOWED_ORIGINS/,
    );
    expect(() => getConfig(env({ CORS_ALLOWED_ORIGINS: 'shop.example.md' }))).toThrow(
      /CORS_ALLOWED_ORIGINS/,
    );
  });
});

describe("the scripts' split shapes (scripts/provider-command.mjs)", () => {
  it('drop exactly the settings the storefront refuses beside PROVIDER_API_URL', async () => {
    const scripts = await import('../../scripts/provider-command.mjs');
    expect([...scripts.BUNDLED_PROVIDER_SETTINGS].sort()).toEqual(
      [...BUNDLED_PROVIDER_SETTINGS].sort(),
    );
    const env = Object.fromEntries(BUNDLED_PROVIDER_SETTINGS.map((name) => [name, 'x']));
    expect(scripts.storefrontEnv({ ...env, PORT: '3000' })).toEqual({ PORT: '3000' });
  });
});
