import type { Metadata } from 'next';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';
import { WorksList } from './works-list';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/works', pageType: 'works' });
}

/** The first page of every work; a category or a page comes through `~q/[query]/works`. */
export default async function WorksPage({ params }: Props) {
  const { locale } = await params;
  return <WorksList locale={locale} query={{}} />;
}
