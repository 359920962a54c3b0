import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BranchView, getBranchPage } from '@/features/content';
import { NotFoundPage } from '@/features/layout';
import { branchDescriptions, buildPageMetadata, notFoundMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const branch = await getBranchPage(locale, slug);
  if (!branch) return notFoundMetadata(locale);
  return buildPageMetadata({
    locale,
    path: `/contacts/${branch.slug}`,
    title: branch.title,
    descriptions: await branchDescriptions(locale, branch),
  });
}

/** `/contacts/{slug}`: one branch (spec 2 page-type 'branch'). */
export default async function BranchPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const branch = await getBranchPage(locale, slug);
  return branch ? <BranchView locale={locale} branch={branch} /> : <NotFoundPage />;
}
