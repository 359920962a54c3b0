import { getInfoPage } from '@/features/content';
import { isLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

type Context = { params: Promise<{ locale: string; slug: string }> };

/**
 * The one redirect of an info page's alias (issue 29), reached only through proxy.ts: a trailing
 * slash or the `/ro` prefix together with another language's slug (`/en/info/<ro-slug>/`) goes
 * straight to the language's own slug, instead of one hop for the slash and another for the slug.
 * A slug of no page goes to its plain address, which answers the 404 page.
 */
export async function GET(request: Request, { params }: Context) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const page = await getInfoPage(locale, slug);
  const path = getPathname({
    locale,
    href: { pathname: '/info/[slug]', params: { slug: encodeURIComponent(page?.slug ?? slug) } },
  });
  const location = `${path}${new URL(request.url).search}`;
  return new Response(null, {
    status: 308,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
