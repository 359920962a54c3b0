import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { BlogList, blogListMetadata } from '../../../blog/blog-list';
import { readQuery } from '../read-query';

type Props = { params: Promise<{ locale: Locale; query: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  return blogListMetadata(locale, readQuery('blog', query));
}

/** `/blog?tab=&page=`, cached per tab and page. */
export default async function QueriedBlogPage({ params }: Props) {
  const { locale, query } = await params;
  return <BlogList locale={locale} query={readQuery('blog', query)} />;
}
