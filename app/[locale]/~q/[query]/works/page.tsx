import type { Metadata } from 'next';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';
import { WorksList } from '../../../works/works-list';
import { readQuery } from '../read-query';

type Props = { params: Promise<{ locale: Locale; query: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/works', pageType: 'works' });
}

/** `/works?category=&page=`, cached per category and page. */
export default async function QueriedWorksPage({ params }: Props) {
  const { locale, query } = await params;
  return <WorksList locale={locale} query={readQuery('works', query)} />;
}
