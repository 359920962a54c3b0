import { asc } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import { regionSchema } from '../../lib/api/schemas/auth';
import type { Locale } from '../../lib/i18n/locales';
import type { Db } from '../db/client';
import { answer, createRouter, errorAnswers, reply } from '../http/openapi';
import { pick } from '../db/localized';
import { countries, deliveryCities, regions } from '../db/schema';

export type RegionView = z.infer<typeof regionSchema>;

/** Regions with their delivery cities, in the shop's order (spec 5: Chisinau and Balti first). */
export async function listRegions(db: Db, locale: Locale): Promise<RegionView[]> {
  const [regionRows, cityRows] = await Promise.all([
    db.select().from(regions).orderBy(asc(regions.position), asc(regions.id)),
    db.select().from(deliveryCities).orderBy(asc(deliveryCities.position), asc(deliveryCities.id)),
  ]);
  return regionRows.map((region) => ({
    id: region.id,
    slug: region.slug,
    name: pick(region.name, locale),
    cities: cityRows
      .filter((city) => city.regionId === region.id)
      .map((city) => ({ id: city.id, slug: city.slug, name: pick(city.name, locale) })),
  }));
}

export async function listCountries(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(countries)
    .orderBy(asc(countries.position), asc(countries.id));
  return rows.map((country) => ({
    id: country.id,
    code: country.code,
    name: pick(country.name, locale),
  }));
}

/** GET /localities/regions: the 'cities (regions list)' of the auth state (spec 3) and the delivery form. */
export const localitiesRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/localities/regions',
    responses: {
      200: answer(z.array(regionSchema), 'Regions with their delivery cities'),
      ...errorAnswers,
    },
  }),
  async (c) =>
    reply(c, z.array(regionSchema), await listRegions(c.get('db'), c.get('locale')), 200),
);
