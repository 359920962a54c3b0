import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/features/layout';
import { notFoundMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

/**
 * The internal query-segment routes are not public: proxy.ts sends outside requests for them here,
 * to the shop's 404 page in the visitor's language (issue 29), like any other unknown address.
 */
export default async function InternalOnly({ params }: Props) {
  setRequestLocale((await params).locale);
  return <NotFoundPage />;
}
