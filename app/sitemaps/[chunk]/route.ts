import { chunkPages, getSitemapPages, urlsetXml } from '@/features/seo';
import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';

/** One file of a split sitemap: /sitemaps/0.xml, /sitemaps/1.xml … */
export async function GET(_request: Request, { params }: { params: Promise<{ chunk: string }> }) {
  const match = /^(\d+)\.xml$/.exec((await params).chunk);
  const chunks = chunkPages(await getSitemapPages());
  const pages = match ? chunks[Number(match[1])] : undefined;
  if (!pages) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(getConfig().SITE_URL, pages), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
