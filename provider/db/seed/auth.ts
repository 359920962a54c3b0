import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { Localized } from '../localized';
import { countries, deliveryCities, regions } from '../schema';

const t = (ro: string, en: string, ru: string, it: string): Localized => ({ ro, en, ru, it });

const countrySeeds = [
  { code: 'MD', name: t('Republica Moldova', 'Moldova', 'Молдова', 'Moldavia') },
  { code: 'RO', name: t('România', 'Romania', 'Румыния', 'Romania') },
  { code: 'UA', name: t('Ucraina', 'Ukraine', 'Украина', 'Ucraina') },
  { code: 'IT', name: t('Italia', 'Italy', 'Италия', 'Italia') },
];

type CitySeed = { slug: string; ro: string; en: string; ru: string };
type RegionSeed = { slug: string; name: Localized; cities: CitySeed[] };

/** A district (raion) named after its centre, the one delivery city in it. */
const district = (
  slug: string,
  ro: string,
  en: string,
  ruDistrict: string,
  ruCity: string,
): RegionSeed => ({
  slug,
  name: t(`Raionul ${ro}`, `${en} District`, `${ruDistrict} район`, `Distretto di ${ro}`),
  cities: [{ slug, ro, en, ru: ruCity }],
});

/** Moldova's municipalities, districts and Gagauzia with the cities the shop delivers to (spec 5). */
const regionSeeds: RegionSeed[] = [
  {
    slug: 'chisinau',
    name: t(
      'Municipiul Chișinău',
      'Chisinau Municipality',
      'Муниципий Кишинёв',
      'Municipio di Chișinău',
    ),
    cities: [{ slug: 'chisinau', ro: 'Chișinău', en: 'Chisinau', ru: 'Кишинёв' }],
  },
  {
    slug: 'balti',
    name: t('Municipiul Bălți', 'Balti Municipality', 'Муниципий Бельцы', 'Municipio di Bălți'),
    cities: [{ slug: 'balti', ro: 'Bălți', en: 'Balti', ru: 'Бельцы' }],
  },
  district('anenii-noi', 'Anenii Noi', 'Anenii Noi', 'Новоаненский', 'Новые Анены'),
  district('basarabeasca', 'Basarabeasca', 'Basarabeasca', 'Бессарабский', 'Басарабяска'),
  district('briceni', 'Briceni', 'Briceni', 'Бричанский', 'Бричаны'),
  district('cahul', 'Cahul', 'Cahul', 'Кагульский', 'Кагул'),
  district('calarasi', 'Călărași', 'Calarasi', 'Каларашский', 'Калараш'),
  district('cantemir', 'Cantemir', 'Cantemir', 'Кантемирский', 'Кантемир'),
  district('causeni', 'Căușeni', 'Causeni', 'Каушанский', 'Каушаны'),
  district('cimislia', 'Cimișlia', 'Cimislia', 'Чимишлийский', 'Чимишлия'),
  district('criuleni', 'Criuleni', 'Criuleni', 'Криулянский', 'Криуляны'),
  district('donduseni', 'Dondușeni', 'Donduseni', 'Дондюшанский', 'Дондюшаны'),
  district('drochia', 'Drochia', 'Drochia', 'Дрокиевский', 'Дрокия'),
  {
    slug: 'dubasari',
    name: t('Raionul Dubăsari', 'Dubasari District', 'Дубоссарский район', 'Distretto di Dubăsari'),
    cities: [{ slug: 'cocieri', ro: 'Cocieri', en: 'Cocieri', ru: 'Кочиеры' }],
  },
  district('edinet', 'Edineț', 'Edinet', 'Единецкий', 'Единцы'),
  district('falesti', 'Fălești', 'Falesti', 'Фалештский', 'Фалешты'),
  district('floresti', 'Florești', 'Floresti', 'Флорештский', 'Флорешты'),
  district('glodeni', 'Glodeni', 'Glodeni', 'Глодянский', 'Глодяны'),
  district('hincesti', 'Hîncești', 'Hincesti', 'Хынчештский', 'Хынчешты'),
  district('ialoveni', 'Ialoveni', 'Ialoveni', 'Яловенский', 'Яловены'),
  district('leova', 'Leova', 'Leova', 'Леовский', 'Леова'),
  district('nisporeni', 'Nisporeni', 'Nisporeni', 'Ниспоренский', 'Ниспорены'),
  district('ocnita', 'Ocnița', 'Ocnita', 'Окницкий', 'Окница'),
  district('orhei', 'Orhei', 'Orhei', 'Оргеевский', 'Оргеев'),
  district('rezina', 'Rezina', 'Rezina', 'Резинский', 'Резина'),
  district('riscani', 'Rîșcani', 'Riscani', 'Рышканский', 'Рышканы'),
  district('singerei', 'Sîngerei', 'Singerei', 'Сынжерейский', 'Сынжерей'),
  district('soroca', 'Soroca', 'Soroca', 'Сорокский', 'Сороки'),
  district('straseni', 'Strășeni', 'Straseni', 'Страшенский', 'Страшены'),
  district('soldanesti', 'Șoldănești', 'Soldanesti', 'Шолданештский', 'Шолданешты'),
  district('stefan-voda', 'Ștefan Vodă', 'Stefan Voda', 'Штефан-Водский', 'Штефан-Водэ'),
  district('taraclia', 'Taraclia', 'Taraclia', 'Тараклийский', 'Тараклия'),
  district('telenesti', 'Telenești', 'Telenesti', 'Теленештский', 'Теленешты'),
  district('ungheni', 'Ungheni', 'Ungheni', 'Унгенский', 'Унгены'),
  {
    slug: 'gagauzia',
    name: t('UTA Găgăuzia', 'Gagauzia', 'АТО Гагаузия', 'Gagauzia'),
    cities: [
      { slug: 'comrat', ro: 'Comrat', en: 'Comrat', ru: 'Комрат' },
      { slug: 'ceadir-lunga', ro: 'Ceadîr-Lunga', en: 'Ceadir-Lunga', ru: 'Чадыр-Лунга' },
      { slug: 'vulcanesti', ro: 'Vulcănești', en: 'Vulcanesti', ru: 'Вулканешты' },
    ],
  },
];

/** Countries, Moldova's regions and the delivery cities; re-running updates names in place. */
export async function seedAuth(db: Db) {
  const countryIds = new Map<string, number>();
  for (const [position, country] of countrySeeds.entries()) {
    const [row] = await db
      .insert(countries)
      .values({ ...country, position })
      .onConflictDoUpdate({ target: countries.code, set: { name: country.name, position } })
      .returning({ id: countries.id });
    if (row) countryIds.set(country.code, row.id);
  }
  const moldova = countryIds.get('MD');
  if (moldova === undefined) throw new Error('seeding countries did not store Moldova');

  let cityPosition = 0;
  for (const [position, region] of regionSeeds.entries()) {
    const [row] = await db
      .insert(regions)
      .values({ slug: region.slug, countryId: moldova, name: region.name, position })
      .onConflictDoUpdate({ target: regions.slug, set: { name: region.name, position } })
      .returning({ id: regions.id });
    if (!row) continue;
    const cities = region.cities.map((city) => ({
      slug: city.slug,
      regionId: row.id,
      // Italian keeps the Romanian spelling of Moldovan place names.
      name: t(city.ro, city.en, city.ru, city.ro),
      position: cityPosition++,
    }));
    await db
      .insert(deliveryCities)
      .values(cities)
      .onConflictDoUpdate({
        target: deliveryCities.slug,
        set: {
          name: sql`excluded.name`,
          regionId: sql`excluded.region_id`,
          position: sql`excluded.position`,
        },
      });
  }
}
