import { sampleWindowPriceList } from '../../../lib/pricing/sample-window-price-list';
import type { ProductKind } from '../../../lib/pricing/configuration';
import type { Db } from '../client';
import type { Localized } from '../localized';
import { calculators, calculatorTypes, type ConfigurableProductDefinition } from '../schema';

type Definition = ConfigurableProductDefinition;
type Group = Definition['features'][number];
type Size = Definition['sizes'][number];
type Additional = Definition['additionals'][number];

const t = (ro: string, en: string, ru: string, it: string): Localized => ({ ro, en, ru, it });
const img = (name: string) => `/images/products/${name}.svg`;
const windowPrice = (group: string, option: string) =>
  sampleWindowPriceList.features.find((g) => g.id === group)!.options.find((o) => o.id === option)!
    .price;
const additionalPrice = (id: string) =>
  sampleWindowPriceList.additionals.find((a) => a.id === id)!.price;

const material: Group = {
  id: 'material',
  name: t('Material', 'Material', 'Материал', 'Materiale'),
  options: [
    {
      id: 'plastic',
      name: t('PVC', 'PVC', 'ПВХ', 'PVC'),
      price: windowPrice('material', 'plastic'),
    },
    {
      id: 'plastic-aluminium',
      name: t('PVC + aluminiu', 'PVC + aluminium', 'ПВХ + алюминий', 'PVC + alluminio'),
      price: windowPrice('material', 'plastic-aluminium'),
    },
    {
      id: 'wood',
      name: t('Lemn', 'Wood', 'Дерево', 'Legno'),
      price: windowPrice('material', 'wood'),
    },
    {
      id: 'wood-aluminium',
      name: t('Lemn + aluminiu', 'Wood + aluminium', 'Дерево + алюминий', 'Legno + alluminio'),
      price: windowPrice('material', 'wood-aluminium'),
    },
  ],
};

const profileNames: Record<string, Localized> = {
  'classic-58': t(
    'Classic 58, 3 camere',
    'Classic 58, 3 chambers',
    'Classic 58, 3 камеры',
    'Classic 58, 3 camere',
  ),
  'classic-60': t(
    'Classic 60, 4 camere',
    'Classic 60, 4 chambers',
    'Classic 60, 4 камеры',
    'Classic 60, 4 camere',
  ),
  'comfort-62': t(
    'Comfort 62, 5 camere',
    'Comfort 62, 5 chambers',
    'Comfort 62, 5 камер',
    'Comfort 62, 5 camere',
  ),
  'comfort-70': t(
    'Comfort 70, 5 camere',
    'Comfort 70, 5 chambers',
    'Comfort 70, 5 камер',
    'Comfort 70, 5 camere',
  ),
  'premium-76': t(
    'Premium 76, 6 camere',
    'Premium 76, 6 chambers',
    'Premium 76, 6 камер',
    'Premium 76, 6 camere',
  ),
  'premium-82': t(
    'Premium 82, 7 camere',
    'Premium 82, 7 chambers',
    'Premium 82, 7 камер',
    'Premium 82, 7 camere',
  ),
  'elite-86': t(
    'Elite 86, 7 camere',
    'Elite 86, 7 chambers',
    'Elite 86, 7 камер',
    'Elite 86, 7 camere',
  ),
};
const profile: Group = {
  id: 'profile',
  base: true,
  name: t(
    'Profil (preț per m²)',
    'Profile (price per m²)',
    'Профиль (цена за м²)',
    'Profilo (prezzo al m²)',
  ),
  options: Object.entries(profileNames).map(([id, name]) => ({
    id,
    name,
    price: windowPrice('profile', id),
  })),
};

const colourNames: [string, Localized, string][] = [
  ['white', t('Alb', 'White', 'Белый', 'Bianco'), '#ffffff'],
  ['golden-oak', t('Stejar auriu', 'Golden oak', 'Золотой дуб', 'Rovere dorato'), '#b5832e'],
  ['walnut', t('Nuc', 'Walnut', 'Орех', 'Noce'), '#5d3a1a'],
  ['mahogany', t('Mahon', 'Mahogany', 'Махагон', 'Mogano'), '#6a1f12'],
  ['anthracite', t('Antracit', 'Anthracite', 'Антрацит', 'Antracite'), '#383e42'],
  ['black-brown', t('Maro-negru', 'Black-brown', 'Чёрно-коричневый', 'Marrone scuro'), '#2d2420'],
  ['cream', t('Crem', 'Cream', 'Кремовый', 'Crema'), '#efe6c8'],
  ['silver', t('Argintiu', 'Silver', 'Серебристый', 'Argento'), '#a8a9ad'],
];
const colour: Group = {
  id: 'colour',
  name: t('Culoare și decor', 'Colour and pattern', 'Цвет и декор', 'Colore e decoro'),
  options: colourNames.map(([id, name, color]) => ({
    id,
    name,
    color,
    price: windowPrice('colour', id),
  })),
};

const shape: Group = {
  id: 'shape',
  name: t('Forma ferestrei', 'Window shape', 'Форма окна', 'Forma della finestra'),
  options: [
    {
      id: 'one-section',
      name: t('O secțiune', 'One section', 'Одна секция', 'Una sezione'),
      price: windowPrice('shape', 'one-section'),
    },
    {
      id: 'two-sections',
      name: t('Două secțiuni', 'Two sections', 'Две секции', 'Due sezioni'),
      price: windowPrice('shape', 'two-sections'),
    },
    {
      id: 'three-sections',
      name: t('Trei secțiuni', 'Three sections', 'Три секции', 'Tre sezioni'),
      price: windowPrice('shape', 'three-sections'),
    },
    {
      id: 'special',
      name: t(
        'Formă specială (preț la cerere)',
        'Special shape (price on request)',
        'Особая форма (цена по запросу)',
        'Forma speciale (prezzo su richiesta)',
      ),
      price: null,
    },
  ],
};

const roof: Group = {
  id: 'roof',
  name: t('Ferestre de mansardă', 'Roof windows', 'Мансардные окна', 'Finestre per tetti'),
  options: [
    { id: 'none', name: t('Fără', 'None', 'Нет', 'Nessuna'), price: windowPrice('roof', 'none') },
    {
      id: 'attic',
      name: t('Mansardă', 'Attic', 'Мансардное', 'Mansarda'),
      price: windowPrice('roof', 'attic'),
    },
    {
      id: 'bottom',
      name: t('Cu deschidere de jos', 'Bottom-hung', 'С нижним открыванием', 'Apertura dal basso'),
      price: windowPrice('roof', 'bottom'),
    },
  ],
};

const opening: Group = {
  id: 'opening',
  name: t('Tip de deschidere', 'Opening type', 'Тип открывания', 'Tipo di apertura'),
  options: [
    {
      id: 'fixed',
      name: t('Fixă', 'Fixed', 'Глухое', 'Fissa'),
      price: windowPrice('opening', 'fixed'),
    },
    {
      id: 'left-tilt',
      name: t('Stânga + rabatare', 'Left + tilt', 'Левое + откидное', 'Sinistra + ribalta'),
      price: windowPrice('opening', 'left-tilt'),
    },
    {
      id: 'right-tilt',
      name: t('Dreapta + rabatare', 'Right + tilt', 'Правое + откидное', 'Destra + ribalta'),
      price: windowPrice('opening', 'right-tilt'),
    },
    {
      id: 'tilt',
      name: t('Doar rabatare', 'Tilt only', 'Только откидное', 'Solo ribalta'),
      price: windowPrice('opening', 'tilt'),
    },
  ],
};

const width = (min: number, max: number, value: number): Size => ({
  id: 'width',
  name: t('Lățime totală, mm', 'Total width, mm', 'Общая ширина, мм', 'Larghezza totale, mm'),
  min,
  max,
  value,
});
const height = (min: number, max: number, value: number): Size => ({
  id: 'height',
  name: t('Înălțime totală, mm', 'Total height, mm', 'Общая высота, мм', 'Altezza totale, mm'),
  min,
  max,
  value,
});
const projection = (min: number, max: number, value: number): Size => ({
  id: 'height',
  name: t('Ieșire, mm', 'Projection, mm', 'Вынос, мм', 'Sporgenza, mm'),
  min,
  max,
  value,
});

const additional = (id: string, name: Localized, price = additionalPrice(id)): Additional => ({
  id,
  name,
  price,
  enabled: false,
});
const mountingHoles = additional(
  'mounting-holes',
  t(
    'Găuri de montaj pregătite',
    'Pre-drilled mounting holes',
    'Подготовленные монтажные отверстия',
    'Fori di montaggio predisposti',
  ),
);
const externalSill = additional(
  'external-sill',
  t('Pervaz exterior', 'External sill', 'Наружный отлив', 'Davanzale esterno'),
);
const standProfile = additional(
  'stand-profile',
  t(
    'Profil de racord pe suportul ferestrei',
    'Connection profile on window stand',
    'Подставочный профиль',
    'Profilo di raccordo sul supporto',
  ),
);
const blindRails = additional(
  'blind-rails',
  t('Ghidaje pentru jaluzele', 'Blind guide rails', 'Направляющие для жалюзи', 'Guide per tende'),
);

const warranty = {
  name: t(
    'Garanție și condiții de livrare',
    'Warranty and delivery terms',
    'Гарантия и условия доставки',
    'Garanzia e condizioni di consegna',
  ),
  // Each language's own slug of the terms page (issue 42: the others linked to the Romanian one).
  link: t(
    '/info/termeni-si-conditii',
    '/info/terms-and-conditions',
    '/info/usloviya',
    '/info/termini-e-condizioni',
  ),
};

const characteristic = (name: Localized, value: Localized) => ({ name, value });
const made = characteristic(
  t('Termen de fabricare', 'Production time', 'Срок изготовления', 'Tempi di produzione'),
  t('2–5 săptămâni', '2–5 weeks', '2–5 недель', '2–5 settimane'),
);

const descriptionItem = (name: Localized, text: Localized, image: string) => ({
  name,
  text,
  image: img(image),
});
const warmth = descriptionItem(
  t('Păstrează căldura', 'Keeps the warmth in', 'Сохраняет тепло', 'Trattiene il calore'),
  t(
    'Reține până la 94% din căldură și blochează până la 85% din radiația solară.',
    'Retains up to 94% of heat and blocks up to 85% of solar radiation.',
    'Сохраняет до 94% тепла и задерживает до 85% солнечного излучения.',
    'Trattiene fino al 94% del calore e blocca fino all’85% della radiazione solare.',
  ),
  'window-pvc-2',
);
const measured = descriptionItem(
  t('Fabricat pe măsură', 'Made to measure', 'Изготовление по размерам', 'Su misura'),
  t(
    'Măsurăm, fabricăm și montăm în Moldova din 2011.',
    'We measure, make and install in Moldova since 2011.',
    'Замеряем, изготавливаем и устанавливаем в Молдове с 2011 года.',
    'Misuriamo, produciamo e installiamo in Moldavia dal 2011.',
  ),
  'window-pvc-3',
);

type TypeSeed = { slug: string; kind: ProductKind; product: Definition };
const sectionsOption = { 1: 'one-section', 2: 'two-sections', 3: 'three-sections' } as const;
/** Issue 27: a window type starts with as many sections as it has sashes, so its drawing shows them. */
const windowType = (
  slug: string,
  name: Localized,
  image: string,
  value: number,
  sashes: 1 | 2 | 3,
): TypeSeed => ({
  slug,
  kind: 'window',
  product: {
    name,
    image: img(image),
    characteristics: [
      made,
      characteristic(
        t('Geam', 'Glazing', 'Стеклопакет', 'Vetrocamera'),
        t(
          'Termoizolant, 2 camere',
          'Insulating, double chamber',
          'Энергосберегающий, двухкамерный',
          'Isolante, doppia camera',
        ),
      ),
    ],
    features: [
      material,
      profile,
      colour,
      { ...shape, default: sectionsOption[sashes] },
      roof,
      opening,
    ],
    sizes: [width(385, 2510, value), height(385, 1510, 1200)],
    additionals: [mountingHoles, externalSill, standProfile, blindRails],
    documents: [warranty],
    descriptionItems: [warmth, measured],
  },
});

const doorOpening: Group = {
  id: 'opening',
  name: opening.name,
  options: [
    { id: 'left', name: t('Spre stânga', 'Left-hand', 'Левое', 'Sinistra'), price: 0 },
    { id: 'right', name: t('Spre dreapta', 'Right-hand', 'Правое', 'Destra'), price: 0 },
    {
      id: 'left-tilt',
      name: t('Stânga + rabatare', 'Left + tilt', 'Левое + откидное', 'Sinistra + ribalta'),
      price: 200_000,
    },
    {
      id: 'right-tilt',
      name: t('Dreapta + rabatare', 'Right + tilt', 'Правое + откидное', 'Destra + ribalta'),
      price: 200_000,
    },
  ],
};
const doorType = (
  slug: string,
  name: Localized,
  image: string,
  sizes: Size[],
  extra: Group[] = [],
): TypeSeed => ({
  slug,
  kind: 'door',
  product: {
    name,
    image: img(image),
    characteristics: [
      made,
      characteristic(
        t('Feronerie', 'Hardware', 'Фурнитура', 'Ferramenta'),
        t('MACO, Austria', 'MACO, Austria', 'MACO, Австрия', 'MACO, Austria'),
      ),
    ],
    features: [material, profile, colour, doorOpening, ...extra],
    sizes,
    additionals: [mountingHoles, standProfile],
    documents: [warranty],
    descriptionItems: [measured],
  },
});

const drive = (motorPrice: number): Group => ({
  id: 'drive',
  name: t('Acționare', 'Drive', 'Привод', 'Azionamento'),
  options: [
    { id: 'manual', name: t('Manuală', 'Manual', 'Ручной', 'Manuale'), price: 0 },
    {
      id: 'motor',
      name: t(
        'Motor electric cu telecomandă',
        'Electric motor with remote',
        'Электропривод с пультом',
        'Motore elettrico con telecomando',
      ),
      price: motorPrice,
    },
  ],
});
const simpleColour: Group = { ...colour, options: colour.options.slice(0, 5) };

const calculatorSeeds: {
  id: number;
  slug: string;
  title: Localized;
  description: Localized;
  types: TypeSeed[];
}[] = [
  {
    id: 1,
    slug: 'windows',
    title: t(
      'Calculator ferestre',
      'Window calculator',
      'Калькулятор окон',
      'Calcolatore finestre',
    ),
    description: t(
      'Alegeți profilul, culoarea, forma și dimensiunile: prețul se calculează imediat.',
      'Choose the profile, colour, shape and size: the price is calculated at once.',
      'Выберите профиль, цвет, форму и размеры — цена рассчитывается сразу.',
      'Scegli profilo, colore, forma e misure: il prezzo si calcola subito.',
    ),
    types: [
      windowType(
        'window-one-sash',
        t('Fereastră cu un canat', 'One-sash window', 'Одностворчатое окно', 'Finestra a un’anta'),
        'window-pvc-1',
        700,
        1,
      ),
      windowType(
        'window-two-sash',
        t(
          'Fereastră cu două canate',
          'Two-sash window',
          'Двустворчатое окно',
          'Finestra a due ante',
        ),
        'window-pvc-2',
        1400,
        2,
      ),
      windowType(
        'window-three-sash',
        t(
          'Fereastră cu trei canate',
          'Three-sash window',
          'Трёхстворчатое окно',
          'Finestra a tre ante',
        ),
        'window-pvc-3',
        2100,
        3,
      ),
    ],
  },
  {
    id: 6,
    slug: 'doors',
    title: t('Calculator uși', 'Door calculator', 'Калькулятор дверей', 'Calcolatore porte'),
    description: t(
      'Uși de balcon, de intrare și glisante, la dimensiunile golului dumneavoastră.',
      'Balcony, entrance and sliding doors, sized to your opening.',
      'Балконные, входные и раздвижные двери по размерам вашего проёма.',
      'Porte finestre, d’ingresso e scorrevoli, su misura per il vostro vano.',
    ),
    types: [
      doorType(
        'door-balcony',
        t('Ușă de balcon', 'Balcony door', 'Балконная дверь', 'Porta finestra'),
        'door-balcony',
        [width(600, 1000, 800), height(1900, 2400, 2100)],
      ),
      doorType(
        'door-entrance',
        t('Ușă de intrare', 'Entrance door', 'Входная дверь', 'Porta d’ingresso'),
        'door-entrance',
        [width(800, 1200, 900), height(1900, 2400, 2100)],
      ),
      doorType(
        'door-sliding',
        t('Ușă glisantă', 'Sliding door', 'Раздвижная дверь', 'Porta scorrevole'),
        'door-aluminium',
        [width(1200, 3000, 1800), height(1900, 2400, 2100)],
      ),
    ],
  },
  {
    id: 7,
    slug: 'shutters',
    title: t(
      'Calculator rulouri',
      'Roller shutter calculator',
      'Калькулятор рольставней',
      'Calcolatore tapparelle',
    ),
    description: t(
      'Rulouri exterioare din aluminiu cu acționare manuală sau electrică.',
      'External aluminium roller shutters, manual or motorised.',
      'Наружные алюминиевые рольставни с ручным или электрическим приводом.',
      'Tapparelle esterne in alluminio, manuali o motorizzate.',
    ),
    types: [
      {
        slug: 'roller-shutter',
        kind: 'shutter',
        product: {
          name: t(
            'Rulou exterior',
            'External roller shutter',
            'Наружная рольставня',
            'Tapparella esterna',
          ),
          image: img('roller-external'),
          characteristics: [made],
          features: [
            {
              id: 'slat',
              base: true,
              name: t(
                'Lamelă (preț per m²)',
                'Slat (price per m²)',
                'Ламель (цена за м²)',
                'Stecca (prezzo al m²)',
              ),
              options: [
                {
                  id: 'alu-39',
                  name: t('Aluminiu 39 mm', 'Aluminium 39 mm', 'Алюминий 39 мм', 'Alluminio 39 mm'),
                  price: 90_000,
                },
                {
                  id: 'alu-55',
                  name: t('Aluminiu 55 mm', 'Aluminium 55 mm', 'Алюминий 55 мм', 'Alluminio 55 mm'),
                  price: 110_000,
                },
              ],
            },
            simpleColour,
            drive(350_000),
          ],
          sizes: [width(400, 3000, 1200), height(400, 3000, 1400)],
          additionals: [mountingHoles, blindRails],
          documents: [warranty],
          descriptionItems: [measured],
        },
      },
    ],
  },
  {
    id: 8,
    slug: 'gates',
    title: t('Calculator porți', 'Gate calculator', 'Калькулятор ворот', 'Calcolatore cancelli'),
    description: t(
      'Porți secționale și culisante, cu sau fără automatizare.',
      'Sectional and sliding gates, with or without automation.',
      'Секционные и откатные ворота, с автоматикой или без.',
      'Cancelli sezionali e scorrevoli, con o senza automazione.',
    ),
    types: (['sectional', 'sliding'] as const).map((variant) => ({
      slug: `gate-${variant}`,
      kind: 'gate' as const,
      product: {
        name:
          variant === 'sectional'
            ? t('Poartă secțională', 'Sectional gate', 'Секционные ворота', 'Portone sezionale')
            : t('Poartă culisantă', 'Sliding gate', 'Откатные ворота', 'Cancello scorrevole'),
        image: img(`gate-${variant}`),
        characteristics: [made],
        features: [
          {
            id: 'panel',
            base: true,
            name: t(
              'Panou (preț per m²)',
              'Panel (price per m²)',
              'Панель (цена за м²)',
              'Pannello (prezzo al m²)',
            ),
            options: [
              {
                id: 'sandwich-40',
                name: t('Sandwich 40 mm', 'Sandwich 40 mm', 'Сэндвич 40 мм', 'Sandwich 40 mm'),
                price: 150_000,
              },
              {
                id: 'sandwich-40-woodgrain',
                name: t(
                  'Sandwich 40 mm, textură lemn',
                  'Sandwich 40 mm, woodgrain',
                  'Сэндвич 40 мм, под дерево',
                  'Sandwich 40 mm, effetto legno',
                ),
                price: 180_000,
              },
            ],
          },
          simpleColour,
          {
            ...drive(950_000),
            id: 'automation',
            name: t('Automatizare', 'Automation', 'Автоматика', 'Automazione'),
          },
        ],
        sizes: [width(2000, 6000, 3000), height(1800, 3000, 2200)],
        additionals: [
          additional(
            'wicket-door',
            t(
              'Portiță integrată',
              'Built-in wicket door',
              'Встроенная калитка',
              'Porta pedonale integrata',
            ),
            600_000,
          ),
        ],
        documents: [warranty],
        descriptionItems: [measured],
      },
    })),
  },
  {
    id: 9,
    slug: 'awning',
    title: t(
      'Calculator copertine',
      'Awning calculator',
      'Калькулятор маркиз',
      'Calcolatore tende da sole',
    ),
    description: t(
      'Copertine cu casetă și pergole pentru terase și ferestre.',
      'Cassette awnings and pergolas for terraces and windows.',
      'Кассетные маркизы и перголы для террас и окон.',
      'Tende a cassonetto e pergole per terrazze e finestre.',
    ),
    types: (['cassette', 'pergola'] as const).map((variant) => ({
      slug: `awning-${variant}`,
      kind: 'awning' as const,
      product: {
        name:
          variant === 'cassette'
            ? t('Copertină cu casetă', 'Cassette awning', 'Кассетная маркиза', 'Tenda a cassonetto')
            : t('Pergolă', 'Pergola', 'Пергола', 'Pergola'),
        image: img(variant === 'cassette' ? 'awning-cassette' : 'pergola'),
        characteristics: [made],
        features: [
          {
            id: 'fabric',
            base: true,
            name: t(
              'Țesătură (preț per m²)',
              'Fabric (price per m²)',
              'Ткань (цена за м²)',
              'Tessuto (prezzo al m²)',
            ),
            options: [
              {
                id: 'polyester',
                name: t('Poliester', 'Polyester', 'Полиэстер', 'Poliestere'),
                price: variant === 'cassette' ? 80_000 : 160_000,
              },
              {
                id: 'acrylic',
                name: t('Acril', 'Acrylic', 'Акрил', 'Acrilico'),
                price: variant === 'cassette' ? 100_000 : 190_000,
              },
            ],
          },
          simpleColour,
          drive(450_000),
        ],
        sizes:
          variant === 'cassette'
            ? [width(1500, 6000, 3000), projection(1000, 3500, 2000)]
            : [width(2000, 7000, 4000), projection(2000, 6000, 3000)],
        additionals: [
          additional(
            'wind-sensor',
            t('Senzor de vânt', 'Wind sensor', 'Датчик ветра', 'Sensore di vento'),
            250_000,
          ),
        ],
        documents: [warranty],
        descriptionItems: [measured],
      },
    })),
  },
];

/** Calculators 1, 6, 7, 8, 9 with their types (spec 3 'Configurable product'); safe to run again. */
export async function seedCalculators(db: Db) {
  for (const [position, calculator] of calculatorSeeds.entries()) {
    const { types, ...row } = calculator;
    await db
      .insert(calculators)
      .values({ ...row, position })
      .onConflictDoUpdate({
        target: calculators.id,
        set: { slug: row.slug, title: row.title, description: row.description, position },
      });
    for (const [typePosition, type] of types.entries()) {
      await db
        .insert(calculatorTypes)
        .values({ ...type, calculatorId: calculator.id, position: typePosition })
        .onConflictDoUpdate({
          target: calculatorTypes.slug,
          set: { kind: type.kind, product: type.product, position: typePosition },
        });
    }
  }
}
