import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { WorksList, worksListMetadata } from './works-list';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return worksListMetadata(locale, {});
}

/** The first page of every work; a category or a page comes through `~q/[query]/works`. */
export default async function WorksPage({ params }: Props) {
  const { locale } = await params;
  return <WorksList locale={locale} query={{}} />;
}
