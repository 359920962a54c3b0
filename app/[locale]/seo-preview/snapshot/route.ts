import { getReportSnapshot, isSeoPreviewAllowed, SEO_PREVIEW_TOKEN_HEADER } from '@/features/seo';

export const dynamic = 'force-dynamic';

const json = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });

/**
 * One page of the whole-site report (`?path=/en/contacts`), for staff only: the token comes in a
 * header, never in this address, so it stays out of access logs. Without it the route does not exist.
 */
export async function GET(request: Request) {
  if (!isSeoPreviewAllowed(request.headers.get(SEO_PREVIEW_TOKEN_HEADER) ?? undefined))
    return json({ detail: 'Not found' }, 404);
  const result = await getReportSnapshot(
    new URL(request.url).searchParams.get('path') ?? undefined,
  );
  return result.ok ? json(result.snapshot) : json({ error: result.error }, 400);
}
