import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.replace(/\/+$/, '') : undefined))
  .pipe(z.url().optional());

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
  SITE_URL: z.url().default('http://localhost:3000'),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * HS256 key of the access tokens. Unset: generated on first start into DATA_DIR/jwt-secret (mode
   * 0600) and reused; set it to the same value on every instance when the provider runs on several.
   */
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type AppConfig = z.infer<typeof envSchema>;

let cached: AppConfig | undefined;

/** Environment, validated once; a bad value stops start-up with a readable message. */
export function getConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (cached && env === process.env) return cached;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (env === process.env) cached = parsed.data;
  return parsed.data;
}
