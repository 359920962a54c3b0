import { asc, desc, eq } from 'drizzle-orm';
import { DEFAULT_SPECIALIST_CITY } from '../../../lib/api/schemas/pages';
import type { Locale } from '../../../lib/i18n/locales';
import type { Db } from '../../db/client';
import { pick } from '../../db/localized';
import { specialists } from '../../db/schema';

type SpecialistRow = typeof specialists.$inferSelect;
/** No declared return type, as achievementsView: `reply` checks it down to its prices and phones. */
export const specialistView = (row: SpecialistRow, locale: Locale) => ({
  id: row.id,
  name: row.name,
  photo: row.photo,
  city: pick(row.city, locale),
  city_key: row.cityKey,
  specialty: pick(row.specialty, locale),
  rating: row.ratingTenths / 10,
  price: row.price,
  currency: 'EUR' as const,
  checks: row.checks,
  prices: row.prices.map((entry) => ({ name: pick(entry.name, locale), value: entry.value })),
  phones: row.phones.map((entry) => ({ name: pick(entry.name, locale), value: entry.value })),
  email: row.email,
});

/** A city's specialists, best rated first. */
export const specialistsIn = (db: Db, city: string) =>
  db
    .select()
    .from(specialists)
    .where(eq(specialists.cityKey, city))
    .orderBy(desc(specialists.ratingTenths), asc(specialists.position));

/** The cities that have specialists, in the specialists' order, and the default one. */
export async function specialistCities(db: Db, locale: Locale) {
  const rows = await db
    .select({ key: specialists.cityKey, city: specialists.city })
    .from(specialists)
    .orderBy(asc(specialists.position));
  const seen = new Map<string, string>();
  for (const row of rows) if (!seen.has(row.key)) seen.set(row.key, pick(row.city, locale));
  return {
    default: DEFAULT_SPECIALIST_CITY,
    cities: [...seen].map(([key, name]) => ({ key, name })),
  };
}
