import type { Metadata } from 'next';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';
import { BlogList } from './blog-list';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/blog', pageType: 'articles' });
}

/** The first page of the general tab; other tabs and pages come through `~q/[query]/blog`. */
export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  return <BlogList locale={locale} query={{}} />;
}
