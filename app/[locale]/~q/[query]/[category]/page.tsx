import type { Metadata } from 'next';
import { pageParam } from '@/features/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { SlugPageBody, slugPageMetadata } from '../../../[category]/slug-page';
import { readQuery } from '../read-query';

type Props = { params: Promise<{ locale: Locale; query: string; category: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query, category } = await params;
  return slugPageMetadata(locale, category, pageParam(readQuery('category', query).page));
}

/** `/{slug}?page=N`, cached per page number. */
export default async function PagedSlugPage({ params }: Props) {
  const { locale, query, category } = await params;
  return (
    <SlugPageBody
      locale={locale}
      category={category}
      page={pageParam(readQuery('category', query).page)}
    />
  );
}
