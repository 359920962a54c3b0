import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getInfoPage, TextPageView } from '@/features/content';
import { NotFoundPage } from '@/features/layout';
import { bodyText, buildPageMetadata, notFoundMetadata, textDescriptions } from '@/features/seo';
import { locales, type Locale } from '@/lib/i18n/locales';
import { getPathname, permanentRedirect } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const page = await getInfoPage(locale, slug);
  if (!page) return notFoundMetadata(locale);
  // Spec 2: each language has its own slug; a language without one falls back to en.
  const alternates = Object.fromEntries(
    locales.map((code) => [
      code,
      getPathname({
        locale: code,
        href: {
          pathname: '/info/[slug]',
          params: { slug: page.slugs[code] ?? page.slugs.en ?? page.slug },
        },
      }),
    ]),
  );
  // Issue 42: the description is the page's own leading sentences, whole (buildPageMetadata).
  return buildPageMetadata({
    locale,
    path: `/info/${page.slug}`,
    title: page.title,
    description: bodyText(page.body),
    descriptions: await textDescriptions(locale, page.title, [bodyText(page.body)]),
    indexing: page.indexing,
    alternates,
  });
}

/** `/info/{slug}`: info pages such as the privacy policy under the language's own slug; any other of their slugs redirects there. */
export default async function InfoPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const page = await getInfoPage(locale, slug);
  if (!page) return <NotFoundPage />;
  // Issue 29: another language's slug is an alias of this language's page, one 308 away.
  if (page.slug !== slug)
    permanentRedirect({ locale, href: { pathname: '/info/[slug]', params: { slug: page.slug } } });
  return <TextPageView locale={locale} title={page.title} html={page.body} />;
}
