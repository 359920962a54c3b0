import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { WorksList, worksListMetadata } from '../../../works/works-list';
import { readQuery } from '../read-query';

type Props = { params: Promise<{ locale: Locale; query: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  return worksListMetadata(locale, readQuery('works', query));
}

/** `/works?category=&page=`, cached per category and page. */
export default async function QueriedWorksPage({ params }: Props) {
  const { locale, query } = await params;
  return <WorksList locale={locale} query={readQuery('works', query)} />;
}
