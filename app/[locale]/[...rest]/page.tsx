import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/features/layout';
import { notFoundMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

/** A path that is no page at all: the 404 page with status 404 (spec 8), in the server's HTML. */
export default async function CatchAll({ params }: Props) {
  setRequestLocale((await params).locale);
  return <NotFoundPage />;
}
