import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';
import type { CalculatorPageData } from './loaders';

/**
 * Spec 2: calculator pages are always noindex; their title and description come from
 * calculator-type-seo when the address names a type (issue 39: each type's own), else calculator-seo.
 */
export async function calculatorMetadata(
  locale: Locale,
  data: CalculatorPageData | null,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'calculator' });
  const typeSeo = data?.typeChosen ? data.typeSeo : null;
  return buildPageMetadata({
    locale,
    path: data?.path ?? '/calculators',
    title: typeSeo?.meta_title || data?.seo?.meta_title || t('title'),
    description:
      typeSeo?.meta_description || data?.seo?.meta_description || data?.calculator.description.text,
    noindex: true,
  });
}
