import { asc, eq } from 'drizzle-orm';
import { defaultLocale, localeNames, locales } from '../../../lib/i18n/locales';
import type { Locale } from '../../../lib/i18n/locales';
import type { Db } from '../../db/client';
import { pick } from '../../db/localized';
import { achievements, faqs, partners, reviews } from '../../db/schema';
import { loadCategories } from '../category-tree';
import {
  achievementsView,
  faqView,
  homeItemView,
  loadHomeItems,
  loadPromos,
  loadWorks,
  partnerView,
  promoView,
  reviewView,
  workView,
} from './views';

const HOME_WORKS = 6;

/** Spec 2 'Home page sections': every key is present, empty when there is nothing to show. */
export const emptyHomeSections = () => ({
  faq: [],
  advantages: [],
  credit: {},
  how_order: [],
  our_works: [],
  achievements: {},
  equipament: [],
  sale: [],
  information_section: {},
  work_process: [],
  other_services: [],
  products_category: [],
  parteners: [],
  reviews: [],
});

/** The home page: its languages and every section. */
export async function homePage(db: Db, locale: Locale) {
  const [
    faqRows,
    advantages,
    credit,
    howOrder,
    workRows,
    achievement,
    equipment,
    sale,
    information,
    workProcess,
    otherServices,
    categoryRows,
    partnerRows,
    reviewRows,
  ] = await Promise.all([
    db.select().from(faqs).orderBy(asc(faqs.position)),
    loadHomeItems(db, 'advantage'),
    loadHomeItems(db, 'credit'),
    loadHomeItems(db, 'how_to_order'),
    loadWorks(db),
    db.select().from(achievements).limit(1),
    loadHomeItems(db, 'equipment'),
    loadPromos(db),
    loadHomeItems(db, 'information_section'),
    loadHomeItems(db, 'work_process'),
    loadHomeItems(db, 'other_service'),
    loadCategories(db),
    db.select().from(partners).orderBy(asc(partners.position)),
    db.select().from(reviews).where(eq(reviews.published, true)).orderBy(asc(reviews.position)),
  ]);
  return {
    default_language: { code: defaultLocale },
    available_languages: locales.map((code) => ({ code, name: localeNames[code] })),
    ...emptyHomeSections(),
    faq: faqRows.map((row) => faqView(row, locale)),
    advantages: advantages.map((row) => homeItemView(row, locale)),
    credit: credit[0] ? homeItemView(credit[0], locale) : {},
    how_order: howOrder.map((row) => homeItemView(row, locale)),
    our_works: workRows.slice(0, HOME_WORKS).map((row) => workView(row, locale)),
    achievements: achievementsView(achievement[0], locale),
    equipament: equipment.map((row) => homeItemView(row, locale)),
    sale: sale.map((row) => promoView(row, locale)),
    information_section: information[0] ? homeItemView(information[0], locale) : {},
    work_process: workProcess.map((row) => homeItemView(row, locale)),
    other_services: otherServices.map((row) => homeItemView(row, locale)),
    products_category: categoryRows
      .filter((row) => row.parentId === null)
      .map((row) => ({
        id: row.id,
        title: pick(row.title, locale),
        description: pick(row.description, locale),
        image: row.image,
        link: `/${row.slug}`,
        calculator_id: row.calculatorId,
      })),
    parteners: partnerRows.map(partnerView),
    reviews: reviewRows.map((row) => reviewView(row, locale)),
  };
}
