import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The SEO preview is a tool for staff (issue 26): it answers 404 unless the request carries the
 * secret `SEO_PREVIEW_TOKEN` (32+ characters) as `?token=`. When the setting is unset, the server
 * generates one on start and prints the tool's address to its log (`ensureSeoPreviewToken`), so the
 * demo of `npm start` can still show it; a set but shorter value switches the tool off.
 */
export const SEO_PREVIEW_TOKEN_MIN = 32;

export function seoPreviewToken(
  env: Record<string, string | undefined> = process.env,
): string | null {
  const token = env.SEO_PREVIEW_TOKEN?.trim();
  return token && token.length >= SEO_PREVIEW_TOKEN_MIN ? token : null;
}

/** Whether `given` is the configured token (constant-time); always false when none is configured. */
export function isSeoPreviewAllowed(
  given: string | string[] | undefined,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const token = seoPreviewToken(env);
  if (!token || typeof given !== 'string') return false;
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * On server start: generates a token into the process environment when none is set and logs where
 * the tool is; warns when the set value is too short to be used.
 */
export function ensureSeoPreviewToken(
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
): void {
  const configured = env.SEO_PREVIEW_TOKEN?.trim();
  if (configured) {
    if (configured.length < SEO_PREVIEW_TOKEN_MIN)
      print(
        `SEO_PREVIEW_TOKEN is shorter than ${SEO_PREVIEW_TOKEN_MIN} characters: the SEO preview is switched off.`,
      );
    return;
  }
  env.SEO_PREVIEW_TOKEN = randomBytes(24).toString('base64url');
  const origin = env.PORT ? `http://localhost:${env.PORT}` : '';
  print(
    `SEO preview (staff only, token generated for this run; set SEO_PREVIEW_TOKEN to keep one): ${origin}/seo-preview?token=${env.SEO_PREVIEW_TOKEN}`,
  );
}
