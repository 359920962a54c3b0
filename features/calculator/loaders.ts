import 'server-only';
import { cache } from 'react';
import type { ApiResult, Calculator, CalculatorSeo, CalculatorType } from '@/lib/api';
import { cachedApi } from '@/lib/api/server';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { mdlPerEur } from '@/lib/money/rate';
import {
  parseConfigurationQuery,
  type ConfigurationQuery,
  type SearchParamsRecord,
} from '@/lib/routing/configuration-query';

/** Spec 2 'Other links' and 9: /calculators serves the general calculators 1, 6 and 7. */
export const GENERAL_CALCULATOR_IDS = [1, 6, 7] as const;

/** Which calculators a URL shows: the general ones, or those of `/calculators/{category}[/{subcategory}]`. */
export type CalculatorScope =
  { kind: 'general' } | { kind: 'category'; category: string; subcategory?: string };

export interface CalculatorPageData {
  /** The page's path without the locale prefix; type links and the URL query hang off it. */
  path: string;
  calculators: Calculator[];
  calculator: Calculator;
  type: CalculatorType;
  query: ConfigurationQuery;
  seo: CalculatorSeo | null;
  typeSeo: CalculatorSeo | null;
  /** The type was named by the address (`?type=`, a sub-category), not the first one shown. */
  typeChosen: boolean;
  /** MDL per EUR in hundredths, for the live price (the provider's quote confirms it). */
  rate: number;
}

/** Calculators, their SEO texts and the categories behind their URLs are all catalog. */
const catalogReads = (locale: Locale) => cachedApi(locale, CACHE_PROFILES.catalog);

/** A missing SEO record (404) is the normal case; anything else is only logged (spec 8). */
function seoOrNull(result: ApiResult<CalculatorSeo>, what: string): CalculatorSeo | null {
  if (result.ok) return result.data;
  if (result.status !== 404) log.warn(`${what} failed with ${result.status}`, result.error);
  return null;
}

const loadCalculators = cache(async (locale: Locale): Promise<Calculator[]> => {
  const result = await catalogReads(locale).calculator.calculatorTypes();
  if (result.ok) return result.data;
  // Without calculators there is nothing to configure: the page shows the error page, not an empty form.
  throw new Error(`calculator-types failed with ${result.status}`);
});

/** The calculator a category URL names: a calculator's own slug, or a catalog category that has one. */
async function calculatorOfCategory(
  locale: Locale,
  all: Calculator[],
  slug: string,
): Promise<Calculator | null> {
  const bySlug = all.find((calculator) => calculator.slug === slug);
  if (bySlug) return bySlug;
  const category = await catalogReads(locale).calculatorPages.category(slug);
  if (!category.ok || category.data.parent_id !== null) return null;
  return all.find((calculator) => calculator.id === category.data.calculator_id) ?? null;
}

/** A subcategory segment: one of the calculator's types by slug, or a subcategory of the category. */
async function typeOfSubcategory(
  locale: Locale,
  calculator: Calculator,
  category: string,
  subcategory: string,
): Promise<CalculatorType | 'category' | null> {
  const type = calculator.calculatorTypesItems.find((item) => item.slug === subcategory);
  if (type) return type;
  const child = await catalogReads(locale).calculatorPages.category(subcategory);
  return child.ok && child.data.parent_category_slug === category ? 'category' : null;
}

/**
 * Everything a calculator page renders, once per request (metadata and page share it). Null means
 * the URL names no calculator: the page answers 404.
 */
export function getCalculatorPage(
  locale: Locale,
  scope: CalculatorScope,
  searchParams: SearchParamsRecord,
): Promise<CalculatorPageData | null> {
  // React's cache compares arguments by identity: strings make the metadata's call and the page's one.
  return loadCalculatorPage(locale, JSON.stringify(scope), queryKey(searchParams));
}

const queryKey = (searchParams: SearchParamsRecord) =>
  new URLSearchParams(
    Object.entries(searchParams).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((item) => [
        key,
        item,
      ]),
    ),
  ).toString();

const loadCalculatorPage = cache(
  async (locale: Locale, scopeJson: string, search: string): Promise<CalculatorPageData | null> => {
    const scope = JSON.parse(scopeJson) as CalculatorScope;
    const all = await loadCalculators(locale);
    let calculators: Calculator[];
    let preselected: CalculatorType | null = null;
    let path = '/calculators';
    if (scope.kind === 'general') {
      calculators = GENERAL_CALCULATOR_IDS.flatMap((id) =>
        all.filter((calculator) => calculator.id === id),
      );
    } else {
      const calculator = await calculatorOfCategory(locale, all, scope.category);
      if (!calculator) return null;
      calculators = [calculator];
      path = `/calculators/${scope.category}`;
      if (scope.subcategory) {
        const sub = await typeOfSubcategory(locale, calculator, scope.category, scope.subcategory);
        if (!sub) return null;
        if (sub !== 'category') preselected = sub;
        path = `${path}/${scope.subcategory}`;
      }
    }
    const types = calculators.flatMap((calculator) => calculator.calculatorTypesItems);
    const query = parseConfigurationQuery(new URLSearchParams(search));
    const chosen = types.find((item) => item.id === query.typeId) ?? preselected;
    const type = chosen ?? types[0];
    const calculator = type && calculators.find((item) => item.id === type.calculator_id);
    if (!type || !calculator) return null;

    const pages = catalogReads(locale).calculatorPages;
    const [seo, typeSeo] = await Promise.all([
      pages.calculatorSeo(calculator.id),
      pages.calculatorTypeSeo(type.id),
    ]);
    return {
      path,
      calculators,
      calculator,
      type,
      query: { ...query, typeId: type.id },
      seo: seoOrNull(seo, `calculator-seo ${calculator.id}`),
      typeSeo: seoOrNull(typeSeo, `calculator-type-seo ${type.id}`),
      typeChosen: chosen !== undefined && chosen !== null,
      rate: mdlPerEur(),
    };
  },
);
