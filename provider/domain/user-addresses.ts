import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { userAddressSchema } from '../../lib/api/schemas/auth';
import type { Locale } from '../../lib/i18n/locales';
import type { Db } from '../db/client';
import { pick } from '../db/localized';
import { addresses, countries, deliveryCities, regions } from '../db/schema';

export type AddressView = z.infer<typeof userAddressSchema>;

export async function userAddresses(
  db: Db,
  userId: number,
  locale: Locale,
  addressId?: number,
): Promise<AddressView[]> {
  const rows = await db
    .select({ address: addresses, city: deliveryCities, region: regions, country: countries })
    .from(addresses)
    .innerJoin(deliveryCities, eq(deliveryCities.id, addresses.cityId))
    .innerJoin(regions, eq(regions.id, deliveryCities.regionId))
    .innerJoin(countries, eq(countries.id, regions.countryId))
    .where(
      and(
        eq(addresses.userId, userId),
        addressId === undefined ? undefined : eq(addresses.id, addressId),
      ),
    )
    .orderBy(asc(addresses.id));
  return rows.map(({ address, city, region, country }) => ({
    id: address.id,
    address_id: address.id,
    delivery_type: address.deliveryType,
    city: city.id,
    city_name: pick(city.name, locale),
    region: region.id,
    region_name: pick(region.name, locale),
    country: country.code,
    street: address.street,
    house: address.house,
    apartment: address.apartment,
    first_name: address.firstName,
    last_name: address.lastName,
    phone: address.phone,
    company: address.company,
    zip: address.zip,
    additional_contact: address.additionalContact,
  }));
}

/** One of the user's addresses, or undefined when it does not exist or belongs to someone else. */
export async function findUserAddress(db: Db, userId: number, addressId: number, locale: Locale) {
  const [address] = await userAddresses(db, userId, locale, addressId);
  return address;
}
