import { chunkPages, getSitemapPages, sitemapIndexXml, urlsetXml } from '@/features/seo';
import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';

/** The sitemap with hreflang alternates; an index of /sitemaps/{n}.xml once it outgrows one file. */
export async function GET() {
  const siteUrl = getConfig().SITE_URL;
  const chunks = chunkPages(await getSitemapPages());
  const xml =
    chunks.length > 1 ? sitemapIndexXml(siteUrl, chunks.length) : urlsetXml(siteUrl, chunks[0]!);
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
