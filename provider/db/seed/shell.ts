import type { Db } from '../client';
import { categories, footerColumns, infoPages, menuLinks } from '../schema';
import type { Localized } from '../localized';

type CategorySeed = {
  slug: string;
  title: Localized;
  description: Localized;
  calculatorId?: number;
  children?: Omit<CategorySeed, 'children'>[];
};

const t = (ro: string, en: string, ru: string, it: string): Localized => ({ ro, en, ru, it });

export const topCategories: CategorySeed[] = [
  {
    slug: 'windows',
    title: t('Ferestre', 'Windows', 'Окна', 'Finestre'),
    description: t(
      'Ferestre din PVC, aluminiu și lemn, fabricate la comandă în Moldova.',
      'PVC, aluminium and wooden windows, made to measure in Moldova.',
      'Окна из ПВХ, алюминия и дерева, изготовленные на заказ в Молдове.',
      'Finestre in PVC, alluminio e legno, su misura in Moldavia.',
    ),
    calculatorId: 1,
    children: [
      { slug: 'pvc-windows', title: t('Ferestre PVC', 'PVC windows', 'Окна ПВХ', 'Finestre in PVC'), description: t('Profile cu 5–7 camere, geam termoizolant.', 'Profiles with 5–7 chambers and insulating glass.', 'Профили с 5–7 камерами и энергосберегающим стеклопакетом.', 'Profili a 5–7 camere con vetro isolante.') },
      { slug: 'aluminium-windows', title: t('Ferestre din aluminiu', 'Aluminium windows', 'Алюминиевые окна', 'Finestre in alluminio'), description: t('Sisteme cu ruptură de punte termică.', 'Thermally broken systems.', 'Системы с терморазрывом.', 'Sistemi a taglio termico.') },
      { slug: 'wooden-windows', title: t('Ferestre din lemn', 'Wooden windows', 'Деревянные окна', 'Finestre in legno'), description: t('Lemn stratificat de pin și stejar.', 'Laminated pine and oak.', 'Клеёный брус сосны и дуба.', 'Legno lamellare di pino e rovere.') },
    ],
  },
  {
    slug: 'doors',
    title: t('Uși', 'Doors', 'Двери', 'Porte'),
    description: t('Uși de intrare și de interior.', 'Entrance and interior doors.', 'Входные и межкомнатные двери.', 'Porte d’ingresso e interne.'),
    calculatorId: 6,
    children: [
      { slug: 'entrance-doors', title: t('Uși de intrare', 'Entrance doors', 'Входные двери', 'Porte d’ingresso'), description: t('Uși metalice și din PVC pentru casă.', 'Metal and PVC doors for the home.', 'Металлические и ПВХ двери для дома.', 'Porte in metallo e PVC per la casa.') },
      { slug: 'balcony-doors', title: t('Uși de balcon', 'Balcony doors', 'Балконные двери', 'Porte finestre'), description: t('Uși glisante și oscilobatante.', 'Sliding and tilt-and-turn doors.', 'Раздвижные и поворотно-откидные двери.', 'Porte scorrevoli e ad anta ribalta.') },
    ],
  },
  {
    slug: 'rolety',
    title: t('Rulouri', 'Roller shutters', 'Рольставни', 'Tapparelle'),
    description: t('Rulouri exterioare din aluminiu.', 'External aluminium roller shutters.', 'Наружные алюминиевые рольставни.', 'Tapparelle esterne in alluminio.'),
    calculatorId: 7,
  },
  {
    slug: 'gates',
    title: t('Porți', 'Gates', 'Ворота', 'Cancelli'),
    description: t('Porți secționale, batante și culisante.', 'Sectional, swing and sliding gates.', 'Секционные, распашные и откатные ворота.', 'Cancelli sezionali, a battente e scorrevoli.'),
    calculatorId: 8,
  },
  {
    slug: 'stavny',
    title: t('Obloane', 'Shutters', 'Ставни', 'Persiane'),
    description: t('Obloane exterioare clasice și moderne.', 'Classic and modern exterior shutters.', 'Классические и современные наружные ставни.', 'Persiane esterne classiche e moderne.'),
  },
  {
    slug: 'awnings',
    title: t('Copertine și pergole', 'Awnings and pergolas', 'Маркизы и перголы', 'Tende e pergole'),
    description: t('Umbrire pentru terase și ferestre.', 'Shading for terraces and windows.', 'Защита от солнца для террас и окон.', 'Ombreggiatura per terrazze e finestre.'),
    calculatorId: 9,
  },
  {
    slug: 'accessories',
    title: t('Accesorii', 'Accessories', 'Аксессуары', 'Accessori'),
    description: t('Pervazuri, plase contra insectelor, mânere.', 'Sills, insect screens, handles.', 'Подоконники, москитные сетки, ручки.', 'Davanzali, zanzariere, maniglie.'),
  },
];

const links = [
  { title: t('Despre noi', 'About us', 'О нас', 'Chi siamo'), href: '/about' },
  { title: t('Promoții', 'Promotions', 'Акции', 'Promozioni'), href: '/promos' },
  { title: t('Lucrări', 'Our works', 'Наши работы', 'I nostri lavori'), href: '/works' },
  { title: t('Blog', 'Blog', 'Блог', 'Blog'), href: '/blog' },
  { title: t('Contacte', 'Contacts', 'Контакты', 'Contatti'), href: '/contacts' },
];

const columns = [
  { key: 'company', name: t('Companie', 'Company', 'Компания', 'Azienda') },
  { key: 'customers', name: t('Clienți', 'Customers', 'Клиентам', 'Clienti') },
];

const pages: { key: string; column: string; slug: Record<string, string>; title: Localized; body: Localized }[] = [
  {
    key: 'privacy-policy',
    column: 'customers',
    slug: {
      en: 'privacy-policy',
      ro: 'politica-de-confidentialitate',
      ru: 'politika-konfidentsialnosti',
      fr: 'politique-de-confidentialite',
      it: 'informativa-privacy',
    },
    title: t('Politica de confidențialitate', 'Privacy policy', 'Политика конфиденциальности', 'Informativa sulla privacy'),
    body: t(
      '<p>Prelucrăm datele personale doar pentru a onora comenzile și a răspunde solicitărilor.</p>',
      '<p>We process personal data only to fulfil orders and answer requests.</p>',
      '<p>Мы обрабатываем персональные данные только для выполнения заказов и ответов на запросы.</p>',
      '<p>Trattiamo i dati personali solo per evadere gli ordini e rispondere alle richieste.</p>',
    ),
  },
  {
    key: 'terms',
    column: 'customers',
    slug: { en: 'terms-and-conditions', ro: 'termeni-si-conditii', ru: 'usloviya', it: 'termini-e-condizioni' },
    title: t('Termeni și condiții', 'Terms and conditions', 'Условия использования', 'Termini e condizioni'),
    body: t(
      '<p>Livrarea durează 2–5 săptămâni. Livrare gratuită pentru comenzi de peste 1000 €.</p>',
      '<p>Delivery takes 2–5 weeks. Free delivery for orders over €1,000.</p>',
      '<p>Доставка занимает 2–5 недель. Бесплатная доставка для заказов от 1000 €.</p>',
      '<p>La consegna richiede 2–5 settimane. Consegna gratuita per ordini oltre 1000 €.</p>',
    ),
  },
];

/** The data the shell needs (menu, links, footer, info pages); safe to run again. */
export async function seedShell(db: Db) {
  let position = 0;
  for (const category of topCategories) {
    const [parent] = await db
      .insert(categories)
      .values({ slug: category.slug, title: category.title, description: category.description, calculatorId: category.calculatorId ?? null, position: position++ })
      .onConflictDoUpdate({ target: categories.slug, set: { title: category.title, description: category.description } })
      .returning({ id: categories.id });
    let childPosition = 0;
    for (const child of category.children ?? []) {
      await db
        .insert(categories)
        .values({ slug: child.slug, title: child.title, description: child.description, parentId: parent!.id, calculatorId: category.calculatorId ?? null, position: childPosition++ })
        .onConflictDoNothing({ target: categories.slug });
    }
  }
  if ((await db.select({ id: menuLinks.id }).from(menuLinks).limit(1)).length === 0) {
    await db.insert(menuLinks).values(links.map((link, i) => ({ ...link, position: i })));
  }
  const columnIds = new Map<string, number>();
  if ((await db.select({ id: footerColumns.id }).from(footerColumns).limit(1)).length === 0) {
    for (const [i, column] of columns.entries()) {
      const [row] = await db.insert(footerColumns).values({ name: column.name, position: i }).returning();
      columnIds.set(column.key, row!.id);
    }
  }
  for (const [i, page] of pages.entries()) {
    await db
      .insert(infoPages)
      .values({ key: page.key, slug: page.slug, title: page.title, body: page.body, footerColumnId: columnIds.get(page.column) ?? null, position: i })
      .onConflictDoNothing({ target: infoPages.key });
  }
}
