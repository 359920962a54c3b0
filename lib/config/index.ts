import { isIP } from 'node:net';
import { z } from 'zod';
import { log } from '../log';

/** maib's production API (docs.maibmerchants.md, e-commerce). */
export const MAIB_PRODUCTION_API_URL = 'https://api.maibmerchants.md/v1';

/** The card acquirers PAYMENT_GATEWAY may name (provider/payments). */
export const paymentGatewayNames = ['maib', 'test-bank', 'none'] as const;
export type PaymentGatewayName = (typeof paymentGatewayNames)[number];

/** More proxies than this in front of the shop is no deployment (lib/security/forwarded.ts). */
export const MAX_TRUSTED_PROXY_HOPS = 10;

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.replace(/\/+$/, '') : undefined))
  .pipe(z.url().optional());

const emptyAsUnset = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

/** An IP address, or a range in CIDR notation. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `addr@host` or `Name <addr@host>`. */
const MAIL_ADDRESS = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** Outgoing e-mail; without SMTP_URL the mail only waits in the mail_outbox table. */
const mailFields = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  SMTP_URL: emptyAsUnset.pipe(
    z
      .string()
      .refine(isSmtpUrl, 'SMTP_URL must be an smtp:// or smtps:// URL with a host')
      .optional(),
  ),
  /** The sender of every e-mail, e.g. `Fereastra Moldovei <no-reply@example.md>`. */
  MAIL_FROM: emptyAsUnset.pipe(
    z.string().regex(MAIL_ADDRESS, 'MAIL_FROM must be an address or Name <address>').optional(),
  ),
  /**
   * Where the shop's own notifications go (new orders, call-backs, messages, CVs): one address or
   * several separated by commas. Unset: those mails wait in the outbox until it is set.
   */
  STAFF_EMAIL: emptyAsUnset.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.length > 0 && list.every((address) => z.email().safeParse(address).success),
        'STAFF_EMAIL must be one or more e-mail addresses separated by commas',
      )
      .optional(),
  ),
};

const mailFromRequired = <T extends { SMTP_URL?: string; MAIL_FROM?: string }>(value: T) =>
  !value.SMTP_URL || Boolean(value.MAIL_FROM);
const mailFromRequiredIssue = {
  path: ['MAIL_FROM'],
  message: 'MAIL_FROM is required when SMTP_URL is set',
};

/** maib e-commerce (PAYMENT_GATEWAY=maib), from the project's page in maibmerchants. */
const maibFields = {
  /** The API's base; unset: maib's production API. A test points it at a stand-in. */
  MAIB_API_URL: optionalUrl.transform((value) => value ?? MAIB_PRODUCTION_API_URL),
  MAIB_PROJECT_ID: emptyAsUnset,
  MAIB_PROJECT_SECRET: emptyAsUnset,
  /** Verifies the signature of maib's callbacks. */
  MAIB_SIGNATURE_KEY: emptyAsUnset,
};
const maibSettingNames = ['MAIB_PROJECT_ID', 'MAIB_PROJECT_SECRET', 'MAIB_SIGNATURE_KEY'] as const;

const mailSchema = z.object(mailFields).refine(mailFromRequired, mailFromRequiredIssue);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: the bundled provider, called in-process on the server and at /backend in the browser. */
  PROVIDER_API_URL: optionalUrl,
  /** Unset: PROVIDER_API_URL + /api (the spec's calculator API prefix). */
  CALCULATOR_API_URL: optionalUrl,
  /** Unset: PGlite with its data in DATA_DIR; postgres://… for a real PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('.data'),
  /** The port the server listens on; the local SITE_URL follows it. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** The shop's public address. Unset: http://localhost:PORT, so a local run on any port links to itself. */
  SITE_URL: emptyAsUnset.pipe(z.url().optional()),
  /**
   * `production`: a real deployment, where the public address cannot be guessed, so SITE_URL is
   * required (with NODE_ENV=production); `local` (default): a run on this machine, tests and demos.
   */
  DEPLOYMENT: emptyAsUnset.pipe(
    z
      .enum(['production', 'local'], { error: 'DEPLOYMENT must be production or local' })
      .default('local'),
  ),
  /**
   * Unset: Next's own file-system cache, one process. redis://… (or rediss://): the cache of ISR
   * pages and data reads, and their tag expirations, shared by every instance in that Redis
   * (next.config.ts, docs/adr/0008-shared-cache-in-redis.md).
   */
  REDIS_URL: emptyAsUnset.pipe(
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && ['redis:', 'rediss:'].includes(new URL(value).protocol),
        'REDIS_URL must be a redis:// or rediss:// URL',
      )
      .optional(),
  ),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Provider: new anonymous carts one client address may open in 10 minutes (issue 26); past it the
   * client gets an unsaved empty cart. Raise it for shoppers behind one address (an office, a
   * carrier's NAT) or a test run that walks every journey from one machine.
   */
  CART_CREATE_LIMIT: z.coerce
    .number()
    .int('CART_CREATE_LIMIT must be a whole number')
    .min(1, 'CART_CREATE_LIMIT must be at least 1')
    .default(20),
  /**
   * Provider: accounts one client address may register in an hour (issue 26); past it sign-up
   * answers 429 and a guest's order goes on without an account (issue 39). Raise it for shoppers
   * behind one address or a test run that walks every journey from one machine.
   */
  SIGNUP_LIMIT: z.coerce
    .number()
    .int('SIGNUP_LIMIT must be a whole number')
    .min(1, 'SIGNUP_LIMIT must be at least 1')
    .default(10),
  /** Issue 40: the share of page views that report their web vitals to the provider (0 to 1). */
  RUM_SAMPLE_RATE: z.coerce
    .number()
    .min(0, 'RUM_SAMPLE_RATE is a share from 0 to 1')
    .max(1, 'RUM_SAMPLE_RATE is a share from 0 to 1')
    .default(0.1),
  /**
   * How many proxies in front of this server append to X-Forwarded-For (a load balancer, nginx…).
   * 0: none; the socket's address is the client and every X-Forwarded-* header is ignored
   * (lib/security/forwarded.ts). Count the storefront itself when it calls an external provider.
   */
  TRUSTED_PROXY_HOPS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number()
      .int('TRUSTED_PROXY_HOPS must be a whole number')
      .min(0, 'TRUSTED_PROXY_HOPS must be 0 or more')
      .max(MAX_TRUSTED_PROXY_HOPS, `TRUSTED_PROXY_HOPS must be at most ${MAX_TRUSTED_PROXY_HOPS}`)
      .default(0),
  ),
  /**
   * Where those proxies connect from: addresses or CIDR ranges, comma-separated. A connection from
   * anywhere else is its own client whatever its X-Forwarded-* say (issue 41). Default: loopback.
   */
  TRUSTED_PROXY_ADDRESSES: emptyAsUnset.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(
              isAddressOrRange,
              'TRUSTED_PROXY_ADDRESSES must list addresses or CIDR ranges (10.0.0.10, 192.0.2.0/24, ::1)',
            ),
        ),
      )
      .default(['127.0.0.0/8', '::1']),
  ),
  /**
   * HS256 key of the access tokens. Unset: generated on first start into DATA_DIR/jwt-secret (mode
   * 0600) and reused; set it to the same value on every instance when the provider runs on several.
   */
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Bearer secret of POST /revalidate (expire cached pages when content changes). Unset: refused. */
  REVALIDATE_SECRET: z
    .string()
    .min(32, 'REVALIDATE_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The reverse proxy's purge address (deploy/nginx/shop-conf.mjs), e.g.
   * http://127.0.0.1:8080/purge: after POST /revalidate expires its tags, the route deletes the
   * proxy's cached pages through it (lib/revalidate/purge-proxy-cache.ts). Unset: no proxy cache to purge.
   */
  CACHE_PURGE_URL: optionalUrl,
  /**
   * Card payments: `maib` takes them through maib's e-commerce API (the MAIB_* settings below);
   * `test-bank` is the bundled test bank, whose hosted page marks orders paid without any money
   * moving — for the demo and tests only; `none` switches card payment off. Unset: `test-bank` on a
   * local run; a real deployment (NODE_ENV=production, DEPLOYMENT=production) must name one.
   */
  PAYMENT_GATEWAY: emptyAsUnset.pipe(
    z
      .enum(paymentGatewayNames, { error: 'PAYMENT_GATEWAY must be maib, test-bank or none' })
      .optional(),
  ),
  /**
   * The storefront origins whose pages may call this provider from the browser directly
   * (NEXT_PUBLIC_PROVIDER_API_URL on another origin), comma-separated: `https://shop.example.md`.
   * Unset: no cross-origin answers; browsers reach the provider through the storefront's /backend.
   */
  CORS_ALLOWED_ORIGINS: emptyAsUnset.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(
              (origin) => URL.canParse(origin) && new URL(origin).origin === origin,
              'CORS_ALLOWED_ORIGINS must list origins such as https://shop.example.md (scheme, host and port only)',
            ),
        ),
      )
      .optional(),
  ),
  /**
   * `yes`: a real deployment may run PAYMENT_GATEWAY=test-bank (a staging shop), with a warning at
   * start. Named so that nobody sets it by accident: with it, shoppers "pay" without paying.
   */
  ALLOW_TEST_BANK_IN_PRODUCTION: emptyAsUnset.pipe(
    z.enum(['yes'], { error: 'ALLOW_TEST_BANK_IN_PRODUCTION must be yes or unset' }).optional(),
  ),
  ...maibFields,
  ...mailFields,
});

/**
 * Settings that only the bundled provider reads. With PROVIDER_API_URL the storefront runs no
 * provider code, so one of these there means a deployment expecting a back end that is not running
 * here (a second database, another key): issue 35's split, refused at start.
 */
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
] as const;

/** The bundled-provider settings given beside PROVIDER_API_URL (empty values count as unset). */
export function splittingSettings(env: NodeJS.ProcessEnv): string[] {
  if (!env.PROVIDER_API_URL?.trim()) return [];
  return BUNDLED_PROVIDER_SETTINGS.filter((name) => Boolean(env[name]?.trim()));
}

export type AppConfig = Omit<z.infer<typeof envSchema>, 'SITE_URL' | 'PAYMENT_GATEWAY'> & {
  SITE_URL: string;
  PAYMENT_GATEWAY: PaymentGatewayName;
};

let cached: AppConfig | undefined;

export type MailConfig = z.infer<typeof mailSchema>;

const describeIssues = (error: z.ZodError) =>
  `Invalid environment:\n${error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`;

/**
 * The mail settings alone, read afresh on each call (cheap): the mail sender runs long after
 * start-up and tests point it at a local SMTP server of their own.
 */
export function getMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const parsed = mailSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeIssues(parsed.error));
  return parsed.data;
}

/**
 * Issue 29: in a real deployment the localhost default would put canonicals, hreflang, the sitemap
 * and Open Graph on a host nobody can reach, so the server does not start without SITE_URL.
 */
const siteUrlRequired = <T extends { NODE_ENV: string; DEPLOYMENT: string; SITE_URL?: string }>(
  value: T,
) =>
  !(value.NODE_ENV === 'production' && value.DEPLOYMENT === 'production') ||
  Boolean(value.SITE_URL);
const siteUrlRequiredIssue = {
  path: ['SITE_URL'],
  message:
    'SITE_URL is required when NODE_ENV=production and DEPLOYMENT=production: set it to the public address of the shop (e.g. https://shop.example.md), which canonical links, hreflang, the sitemap and Open Graph use; for a run on this machine, leave DEPLOYMENT unset (local)',
};

const isRealDeployment = (value: { NODE_ENV: string; DEPLOYMENT: string }) =>
  value.NODE_ENV === 'production' && value.DEPLOYMENT === 'production';

/**
 * Issue 36: a real deployment names its card acquirer, and the test bank (which marks orders paid
 * with no money moving) only with ALLOW_TEST_BANK_IN_PRODUCTION=yes; maib needs its credentials.
 */
function checkPaymentGateway(value: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  // A storefront calling an external provider (PROVIDER_API_URL) takes no payment itself: the
  // provider's own processes are checked.
  const takesPayments = !value.PROVIDER_API_URL;
  if (isRealDeployment(value) && takesPayments && !value.PAYMENT_GATEWAY) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_GATEWAY'],
      message:
        'PAYMENT_GATEWAY is required when NODE_ENV=production and DEPLOYMENT=production: set it to maib (card payments through maib, with MAIB_PROJECT_ID, MAIB_PROJECT_SECRET and MAIB_SIGNATURE_KEY) or none (no card payment); the test bank takes no money',
    });
  }
  if (
    isRealDeployment(value) &&
    takesPayments &&
    value.PAYMENT_GATEWAY === 'test-bank' &&
    value.ALLOW_TEST_BANK_IN_PRODUCTION !== 'yes'
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_GATEWAY'],
      message:
        'PAYMENT_GATEWAY=test-bank marks orders paid without any money moving: a real deployment (NODE_ENV=production, DEPLOYMENT=production) uses it only with ALLOW_TEST_BANK_IN_PRODUCTION=yes',
    });
  }
  if (value.PAYMENT_GATEWAY === 'maib') {
    for (const name of maibSettingNames) {
      if (!value[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when PAYMENT_GATEWAY=maib (the project's page in maibmerchants shows it)`,
        });
    }
  }
}

/** What start-up prints as a warning for a configuration it accepts. */
export function startupWarnings(config: AppConfig): string[] {
  return isRealDeployment(config) && config.PAYMENT_GATEWAY === 'test-bank'
    ? [
        'PAYMENT_GATEWAY=test-bank in a real deployment (ALLOW_TEST_BANK_IN_PRODUCTION=yes): card orders are marked paid and earn bonuses without any money moving',
      ]
    : [];
}

/** Environment, validated once; a bad value stops start-up with a readable message. */
export function getConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (cached && env === process.env) return cached;
  const parsed = envSchema
    .refine(mailFromRequired, mailFromRequiredIssue)
    .refine(siteUrlRequired, siteUrlRequiredIssue)
    .superRefine(checkPaymentGateway)
    .safeParse(env);
  if (!parsed.success) throw new Error(describeIssues(parsed.error));
  const splitting = splittingSettings(env);
  if (splitting.length > 0)
    throw new Error(
      `Invalid environment:\n  PROVIDER_API_URL: the storefront calls the provider at ${env.PROVIDER_API_URL} and runs no back end of its own, but ${splitting.join(', ')} ${splitting.length === 1 ? 'is a setting' : 'are settings'} of the bundled provider only. Set ${splitting.length === 1 ? 'it' : 'them'} on the provider's processes instead (npm run provider), or unset PROVIDER_API_URL to run the bundled provider here.`,
    );
  const config = {
    ...parsed.data,
    SITE_URL: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`,
    PAYMENT_GATEWAY: parsed.data.PAYMENT_GATEWAY ?? 'test-bank',
  };
  if (env === process.env) cached = config;
  return config;
}

/**
 * The environment at start-up (instrumentation.ts): an invalid one stops the server with its
 * message. Next only logs an error thrown there and then serves, every page failing.
 */
export function getConfigOrExit(): AppConfig {
  try {
    const config = getConfig();
    for (const warning of startupWarnings(config)) log.warn(warning);
    return config;
  } catch (error) {
    log.error(
      `the server does not start. ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
