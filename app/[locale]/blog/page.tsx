import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { BlogList, blogListMetadata } from './blog-list';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return blogListMetadata(locale, {});
}

/** The first page of the general tab; other tabs and pages come through `~q/[query]/blog`. */
export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  return <BlogList locale={locale} query={{}} />;
}
