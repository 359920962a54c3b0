// How the provider runs on its own (`npm run provider`): the TypeScript entry under tsx, shared by
// the split shape's scripts so that what the tests start is what an operator starts.
import path from 'node:path';

export const PROVIDER_ENTRY = path.resolve('provider', 'server.ts');

/**
 * Command, arguments and environment of one provider process on `port`. The storefront-only
 * settings are dropped: a provider never forwards to another provider.
 */
export function providerCommand({ port, env }) {
  const { PROVIDER_API_URL: _provider, CALCULATOR_API_URL: _calculator, ...own } = env;
  return {
    command: process.execPath,
    args: ['--import', 'tsx', PROVIDER_ENTRY],
    // Reached only from this machine (nginx, a storefront beside it): not from the network (issue 41).
    env: { PROVIDER_HOST: '127.0.0.1', ...own, PROVIDER_PORT: String(port) },
  };
}

/** The settings only the bundled provider reads (lib/config BUNDLED_PROVIDER_SETTINGS, kept equal by a test). */
export const BUNDLED_PROVIDER_SETTINGS = [
  'DATABASE_URL',
  'JWT_SECRET',
  'PAYMENT_SECRET',
  'PAYMENT_GATEWAY',
  'SMTP_URL',
  'MAIL_FROM',
  'STAFF_EMAIL',
  'CORS_ALLOWED_ORIGINS',
  'ALLOW_TEST_BANK_IN_PRODUCTION',
  'MAIB_API_URL',
  'MAIB_PROJECT_ID',
  'MAIB_PROJECT_SECRET',
  'MAIB_SIGNATURE_KEY',
  'CART_CREATE_LIMIT',
  'SIGNUP_LIMIT',
];

/** A storefront's environment beside its own provider: lib/config refuses these with PROVIDER_API_URL. */
export function storefrontEnv(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !BUNDLED_PROVIDER_SETTINGS.includes(name)),
  );
}
