import { timingSafeEqual } from 'node:crypto';

/**
 * The SEO preview and the site report are staff tools (issue 38): a staff session of the marketing
 * or admin role opens them (the pages ask lib/api/staff-server.ts). Scripts may read the report's
 * snapshots with the shared secret `SEO_PREVIEW_TOKEN` (32+ characters) as
 * `Authorization: Bearer …` — never in the URL, which ends up in access logs. Unset or shorter, no
 * script gets in.
 */
export const SEO_PREVIEW_TOKEN_MIN = 32;

export function seoPreviewToken(
  env: Record<string, string | undefined> = process.env,
): string | null {
  const token = env.SEO_PREVIEW_TOKEN?.trim();
  return token && token.length >= SEO_PREVIEW_TOKEN_MIN ? token : null;
}

/** Whether an `Authorization` header carries the configured secret as a bearer token (constant-time). */
export function isSeoScriptAllowed(
  authorization: string | null | undefined,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const token = seoPreviewToken(env);
  const given = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!token || !given) return false;
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** On server start: warns when the scripts' secret is set but too short to be used. */
export function ensureSeoPreviewToken(
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
): void {
  const configured = env.SEO_PREVIEW_TOKEN?.trim();
  if (configured && configured.length < SEO_PREVIEW_TOKEN_MIN)
    print(
      `SEO_PREVIEW_TOKEN is shorter than ${SEO_PREVIEW_TOKEN_MIN} characters: scripts cannot read the SEO report.`,
    );
}
