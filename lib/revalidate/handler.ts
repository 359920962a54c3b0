import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { profileForTag } from '../cache/manifest';
import { API_CONTENT_SECURITY_POLICY } from '../security/headers';

/**
 * POST /revalidate: whoever changes the shop's content (an admin tool, a script after an import)
 * expires the cached pages that show it. Body `{ "tags": ["catalog", "content", "product:<slug>", "all"] }`,
 * `Authorization: Bearer <REVALIDATE_SECRET>`.
 */

export const ALL_PAGES = 'all';

/** 'all', or a tag the cache manifest can build (lib/cache/manifest.ts). */
const tagSchema = z
  .string()
  .refine(
    (tag) => tag === ALL_PAGES || profileForTag(tag) !== null,
    'tag must be catalog, content, all or product:<slug>',
  );
const bodySchema = z.object({ tags: z.array(tagSchema).min(1).max(50) }).strict();

export interface Revalidator {
  tag(tag: string): void;
  /** Every cached page at once. */
  everything(): void;
  /** Called once the tags are expired: drops the reverse proxy's copies (purge-proxy-cache.ts). */
  purgeProxyCache?(): void;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function bearerMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(secret));
}

const answer = (body: unknown, status: number) =>
  Response.json(body, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    },
  });

export async function handleRevalidate(
  request: Request,
  secret: string | undefined,
  revalidator: Revalidator,
): Promise<Response> {
  if (!bearerMatches(request.headers.get('Authorization'), secret)) {
    return answer({ detail: 'unauthorized' }, 401);
  }
  const json: unknown = await request.json().catch(() => undefined);
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    return answer(fields, 400);
  }
  const tags = [...new Set(parsed.data.tags)];
  for (const tag of tags) {
    if (tag === ALL_PAGES) revalidator.everything();
    else revalidator.tag(tag);
  }
  revalidator.purgeProxyCache?.();
  return answer({ revalidated: tags }, 200);
}
