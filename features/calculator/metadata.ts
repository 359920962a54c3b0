import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';
import type { CalculatorPageData } from './loaders';

/** Spec 2: calculator pages are always noindex; their title and description come from calculator-(type-)seo. */
export async function calculatorMetadata(
  locale: Locale,
  data: CalculatorPageData | null,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'calculator' });
  return buildPageMetadata({
    locale,
    path: data?.path ?? '/calculators',
    title: data?.typeSeo?.meta_title || data?.seo?.meta_title || t('title'),
    description:
      data?.typeSeo?.meta_description ||
      data?.seo?.meta_description ||
      data?.calculator.description.text,
    noindex: true,
  });
}
