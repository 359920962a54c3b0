import { getReportSnapshot, isSeoScriptAllowed } from '@/features/seo/preview-pages';
import { currentStaff } from '@/lib/api/staff-server';
import { defaultLocale } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

const json = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });

/**
 * One page of the whole-site report (`?path=/en/contacts`), for staff only: a marketing or admin
 * staff session (the report's own requests), or a script with the shared secret as
 * `Authorization: Bearer …` (never in this address, so it stays out of access logs). Anyone else: 404.
 */
export async function GET(request: Request) {
  const script = isSeoScriptAllowed(request.headers.get('authorization'));
  const staff = script ? null : await currentStaff(defaultLocale);
  if (!script && staff?.role !== 'marketing' && staff?.role !== 'admin')
    return json({ detail: 'Not found' }, 404);
  const result = await getReportSnapshot(
    new URL(request.url).searchParams.get('path') ?? undefined,
  );
  return result.ok ? json(result.snapshot) : json({ error: result.error }, 400);
}
