import type { DeliveryClass } from '../schema';
import type { Localized } from '../localized';
import { measure, t } from './localized';

type Characteristic = [name: Localized, value: Localized];

export interface ProductFamily {
  key: string;
  category: string;
  title: Localized;
  description: Localized;
  deliveryClass: DeliveryClass;
  unit?: 'piece' | 'metre';
  characteristics: Characteristic[];
  /** Slugs of the products offered as suitable accessories. */
  accessories: string[];
  variants: {
    key: string;
    title: Localized;
    /** Euro cents per piece or per metre. */
    price: number;
    image: string;
    characteristics: Characteristic[];
  }[];
}

const C = {
  profile: t('Profil', 'Profile', 'Профиль', 'Profilo'),
  chambers: t('Camere profil', 'Profile chambers', 'Камеры профиля', 'Camere del profilo'),
  glazing: t('Geam termoizolant', 'Insulating glass', 'Стеклопакет', 'Vetrocamera'),
  heat: t('Păstrarea căldurii', 'Heat retention', 'Сохранение тепла', 'Ritenzione del calore'),
  sun: t('Protecție solară', 'Solar protection', 'Защита от солнца', 'Protezione solare'),
  size: t('Dimensiuni standard', 'Standard size', 'Стандартный размер', 'Misura standard'),
  sashes: t('Canate', 'Sashes', 'Створки', 'Ante'),
  opening: t('Deschidere', 'Opening', 'Открывание', 'Apertura'),
  fittings: t('Feronerie', 'Hardware', 'Фурнитура', 'Ferramenta'),
  material: t('Material', 'Material', 'Материал', 'Materiale'),
  thickness: t('Grosime', 'Thickness', 'Толщина', 'Spessore'),
  lock: t('Încuietoare', 'Lock', 'Замок', 'Serratura'),
  drive: t('Acționare', 'Operation', 'Управление', 'Azionamento'),
  fabric: t('Țesătură', 'Fabric', 'Ткань', 'Tessuto'),
  width: t('Lățime', 'Width', 'Ширина', 'Larghezza'),
  projection: t('Consolă', 'Projection', 'Вылет', 'Sporgenza'),
  colour: t('Culoare', 'Colour', 'Цвет', 'Colore'),
  warranty: t('Garanție', 'Warranty', 'Гарантия', 'Garanzia'),
  soldBy: t('Se vinde', 'Sold by', 'Продаётся', 'Venduto'),
};

const years = (n: number) =>
  t(`${n} ani`, `${n} years`, n < 5 ? `${n} года` : `${n} лет`, `${n} anni`);
const same = (text: string) => t(text, text, text, text);
const perMetre = t(
  'la metru liniar',
  'by the linear metre',
  'погонными метрами',
  'al metro lineare',
);
const white = t('alb', 'white', 'белый', 'bianco');
const whiteOrWood = t(
  'alb, stejar auriu, antracit',
  'white, golden oak, anthracite',
  'белый, золотой дуб, антрацит',
  'bianco, rovere dorato, antracite',
);
const tiltTurn = t('oscilobatantă', 'tilt and turn', 'поворотно-откидное', 'anta ribalta');

const sashVariants = (
  prefix: string,
  prices: [number, number, number],
  sizes: [string, string, string],
) => [
  {
    key: 'one-sash',
    title: t('cu un canat', 'single sash', 'одностворчатое', 'ad un’anta'),
    price: prices[0],
    image: `/images/products/${prefix}-1.svg`,
    characteristics: [
      [C.sashes, same('1')],
      [C.size, measure(sizes[0])],
    ] as Characteristic[],
  },
  {
    key: 'two-sash',
    title: t('cu două canate', 'two sashes', 'двустворчатое', 'a due ante'),
    price: prices[1],
    image: `/images/products/${prefix}-2.svg`,
    characteristics: [
      [C.sashes, same('2')],
      [C.size, measure(sizes[1])],
    ] as Characteristic[],
  },
  {
    key: 'three-sash',
    title: t('cu trei canate', 'three sashes', 'трёхстворчатое', 'a tre ante'),
    price: prices[2],
    image: `/images/products/${prefix}-3.svg`,
    characteristics: [
      [C.sashes, same('3')],
      [C.size, measure(sizes[2])],
    ] as Characteristic[],
  },
];

const windowAccessories = [
  'pvc-window-sill-250',
  'aluminium-external-sill-150',
  'window-handle-standard',
  'insect-screen-frame',
  'trickle-vent-standard',
  'sealing-gasket-epdm',
];
const doorAccessories = [
  'door-handle-set-standard',
  'insect-screen-pleated',
  'sealing-gasket-epdm',
];
const shadingAccessories = [
  'tubular-motor-standard',
  'remote-control-5-channel',
  'guide-rail-aluminium',
];

export const productFamilies: ProductFamily[] = [
  {
    key: 'pvc-classic-70',
    category: 'pvc-windows',
    title: t(
      'Fereastră PVC Classic 70',
      'PVC window Classic 70',
      'Окно ПВХ Classic 70',
      'Finestra in PVC Classic 70',
    ),
    description: t(
      'Fereastra de bază pentru apartamente: profil de 70 mm cu 5 camere, geam termoizolant cu strat low-e și feronerie oscilobatantă. O alegere economică ce reduce zgomotul străzii și pierderile de căldură.',
      'Our essential apartment window: a 70 mm five-chamber profile, low-e insulating glass and tilt-and-turn hardware. An economical choice that cuts street noise and heat loss.',
      'Базовое окно для квартир: профиль 70 мм с 5 камерами, стеклопакет с low-e покрытием и поворотно-откидная фурнитура. Экономичное решение, снижающее уличный шум и теплопотери.',
      'La finestra essenziale per l’appartamento: profilo da 70 mm a 5 camere, vetrocamera basso-emissiva e ferramenta ad anta ribalta. Una scelta economica che riduce rumore e dispersione di calore.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.profile, measure('70 mm')],
      [C.chambers, same('5')],
      [
        C.glazing,
        t(
          '4-16-4 low-e, argon',
          '4-16-4 low-e, argon',
          '4-16-4 low-e, аргон',
          '4-16-4 basso-emissivo, argon',
        ),
      ],
      [C.heat, t('până la 88%', 'up to 88%', 'до 88%', 'fino all’88%')],
      [C.fittings, same('Maco MM')],
      [C.colour, whiteOrWood],
      [C.warranty, years(10)],
    ],
    accessories: windowAccessories,
    variants: sashVariants(
      'window-pvc',
      [18900, 32900, 46900],
      ['600 × 1200 mm', '1300 × 1400 mm', '2000 × 1400 mm'],
    ),
  },
  {
    key: 'pvc-comfort-76',
    category: 'pvc-windows',
    title: t(
      'Fereastră PVC Comfort 76',
      'PVC window Comfort 76',
      'Окно ПВХ Comfort 76',
      'Finestra in PVC Comfort 76',
    ),
    description: t(
      'Profil de 76 mm cu 6 camere și geam triplu: echilibrul ideal între preț și economie de energie pentru case și apartamente noi. Garnituri duble de etanșare și armătură din oțel galvanizat.',
      'A 76 mm six-chamber profile with triple glazing: the right balance of price and energy saving for houses and new flats. Double gaskets and galvanized steel reinforcement.',
      'Профиль 76 мм с 6 камерами и трёхстекольным пакетом: оптимальный баланс цены и энергосбережения для домов и новостроек. Двойной контур уплотнения и оцинкованное армирование.',
      'Profilo da 76 mm a 6 camere con triplo vetro: il giusto equilibrio tra prezzo e risparmio energetico per case e appartamenti nuovi. Doppia guarnizione e rinforzo in acciaio zincato.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.profile, measure('76 mm')],
      [C.chambers, same('6')],
      [
        C.glazing,
        t(
          '4-12-4-12-4 low-e, argon',
          '4-12-4-12-4 low-e, argon',
          '4-12-4-12-4 low-e, аргон',
          '4-12-4-12-4 basso-emissivo, argon',
        ),
      ],
      [C.heat, t('până la 91%', 'up to 91%', 'до 91%', 'fino al 91%')],
      [C.fittings, same('Roto NT')],
      [C.colour, whiteOrWood],
      [C.warranty, years(15)],
    ],
    accessories: windowAccessories,
    variants: sashVariants(
      'window-pvc',
      [24900, 41900, 58900],
      ['600 × 1200 mm', '1300 × 1400 mm', '2000 × 1400 mm'],
    ),
  },
  {
    key: 'pvc-premium-82',
    category: 'pvc-windows',
    title: t(
      'Fereastră PVC Premium 82',
      'PVC window Premium 82',
      'Окно ПВХ Premium 82',
      'Finestra in PVC Premium 82',
    ),
    description: t(
      'Vârful gamei noastre: profil de 82 mm cu 7 camere, geam triplu cu control solar care păstrează până la 94% din căldură și blochează până la 85% din radiația solară. Potrivită pentru case pasive.',
      'The top of our range: an 82 mm seven-chamber profile and solar-control triple glazing that retains up to 94% of heat and blocks up to 85% of solar radiation. Suited to passive houses.',
      'Вершина нашей линейки: профиль 82 мм с 7 камерами и солнцезащитный тройной стеклопакет, сохраняющий до 94% тепла и блокирующий до 85% солнечного излучения. Подходит для пассивных домов.',
      'Il top della gamma: profilo da 82 mm a 7 camere e triplo vetro a controllo solare che trattiene fino al 94% del calore e blocca fino all’85% della radiazione solare. Adatta alle case passive.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.profile, measure('82 mm')],
      [C.chambers, same('7')],
      [
        C.glazing,
        t(
          '4-14-4-14-4 control solar, argon',
          '4-14-4-14-4 solar control, argon',
          '4-14-4-14-4 солнцезащитный, аргон',
          '4-14-4-14-4 controllo solare, argon',
        ),
      ],
      [C.heat, t('până la 94%', 'up to 94%', 'до 94%', 'fino al 94%')],
      [
        C.sun,
        t(
          'până la 85% din radiația solară',
          'up to 85% of solar radiation',
          'до 85% солнечного излучения',
          'fino all’85% della radiazione solare',
        ),
      ],
      [C.fittings, same('Roto NX')],
      [C.colour, whiteOrWood],
      [C.warranty, years(20)],
    ],
    accessories: windowAccessories,
    variants: sashVariants(
      'window-pvc',
      [31900, 52900, 73900],
      ['600 × 1200 mm', '1300 × 1400 mm', '2000 × 1400 mm'],
    ),
  },
  {
    key: 'pvc-fixed-window',
    category: 'pvc-windows',
    title: t('Fereastră PVC fixă', 'Fixed PVC window', 'Глухое окно ПВХ', 'Finestra fissa in PVC'),
    description: t(
      'Fereastră fixă pentru casa scărilor, debarale și vitraje decorative. Fără canat mobil, deci cea mai bună etanșare la cel mai mic preț.',
      'A fixed window for stairwells, storerooms and decorative glazing. No opening sash, so the best seal at the lowest price.',
      'Глухое окно для лестниц, кладовых и декоративного остекления. Без открывающейся створки — лучшая герметичность по минимальной цене.',
      'Finestra fissa per vani scala, ripostigli e vetrate decorative. Senza anta apribile: la migliore tenuta al prezzo più basso.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.profile, measure('70 mm')],
      [C.chambers, same('5')],
      [C.opening, t('fixă', 'fixed', 'глухое', 'fissa')],
      [C.colour, white],
      [C.warranty, years(10)],
    ],
    accessories: ['pvc-window-sill-200', 'aluminium-external-sill-150'],
    variants: [
      {
        key: 'standard',
        title: t('600 × 600 mm', '600 × 600 mm', '600 × 600 мм', '600 × 600 mm'),
        price: 9900,
        image: '/images/products/window-fixed.svg',
        characteristics: [[C.size, measure('600 × 600 mm')]],
      },
    ],
  },
  {
    key: 'aluminium-thermo-65',
    category: 'aluminium-windows',
    title: t(
      'Fereastră aluminiu Thermo 65',
      'Aluminium window Thermo 65',
      'Алюминиевое окно Thermo 65',
      'Finestra in alluminio Thermo 65',
    ),
    description: t(
      'Sistem din aluminiu cu ruptură de punte termică de 65 mm, pentru birouri, spații comerciale și case moderne. Profile subțiri, rigiditate mare, vopsire în orice culoare RAL.',
      'A 65 mm thermally broken aluminium system for offices, shops and modern houses. Slim profiles, high rigidity, any RAL colour.',
      'Алюминиевая система 65 мм с терморазрывом для офисов, магазинов и современных домов. Узкие профили, высокая жёсткость, любой цвет RAL.',
      'Sistema in alluminio a taglio termico da 65 mm per uffici, negozi e case moderne. Profili sottili, grande rigidità, qualsiasi colore RAL.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [
        C.profile,
        t(
          '65 mm, ruptură de punte termică',
          '65 mm, thermal break',
          '65 мм, терморазрыв',
          '65 mm, taglio termico',
        ),
      ],
      [
        C.glazing,
        t(
          '4-16-4 low-e, argon',
          '4-16-4 low-e, argon',
          '4-16-4 low-e, аргон',
          '4-16-4 basso-emissivo, argon',
        ),
      ],
      [C.opening, tiltTurn],
      [
        C.colour,
        t('orice culoare RAL', 'any RAL colour', 'любой цвет RAL', 'qualsiasi colore RAL'),
      ],
      [C.warranty, years(15)],
    ],
    accessories: windowAccessories,
    variants: sashVariants(
      'window-alu',
      [38900, 64900, 89900],
      ['700 × 1300 mm', '1400 × 1500 mm', '2100 × 1500 mm'],
    ),
  },
  {
    key: 'aluminium-panoramic-slide',
    category: 'aluminium-windows',
    title: t(
      'Sistem glisant panoramic din aluminiu',
      'Panoramic aluminium sliding system',
      'Панорамная раздвижная система из алюминия',
      'Scorrevole panoramico in alluminio',
    ),
    description: t(
      'Vitraj glisant pentru terase și living-uri: canate mari care alunecă ușor pe role, prag coborât și închidere în mai multe puncte.',
      'Sliding glazing for terraces and living rooms: large sashes gliding on rollers, a low threshold and multi-point locking.',
      'Раздвижное остекление для террас и гостиных: большие створки на роликах, низкий порог и многоточечное запирание.',
      'Vetrata scorrevole per terrazze e soggiorni: grandi ante su carrelli, soglia ribassata e chiusura multipunto.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.profile, measure('160 mm')],
      [C.opening, t('glisantă', 'sliding', 'раздвижное', 'scorrevole')],
      [C.glazing, same('6-16-6 low-e')],
      [
        C.colour,
        t(
          'antracit, alb, argintiu',
          'anthracite, white, silver',
          'антрацит, белый, серебро',
          'antracite, bianco, argento',
        ),
      ],
      [C.warranty, years(15)],
    ],
    accessories: ['aluminium-external-sill-250', 'sealing-gasket-epdm'],
    variants: [
      {
        key: 'two-panel',
        title: t('cu două panouri', 'two panels', 'две створки', 'due ante'),
        price: 129000,
        image: '/images/products/window-alu-2.svg',
        characteristics: [[C.size, measure('3000 × 2200 mm')]],
      },
      {
        key: 'three-panel',
        title: t('cu trei panouri', 'three panels', 'три створки', 'tre ante'),
        price: 179000,
        image: '/images/products/window-alu-3.svg',
        characteristics: [[C.size, measure('4500 × 2200 mm')]],
      },
    ],
  },
  {
    key: 'wooden-pine-78',
    category: 'wooden-windows',
    title: t(
      'Fereastră din lemn de pin 78',
      'Pine wood window 78',
      'Деревянное окно из сосны 78',
      'Finestra in legno di pino 78',
    ),
    description: t(
      'Lemn stratificat de pin în trei straturi, 78 mm grosime, lăcuit în fabrică în patru straturi. Căldura naturală a lemnului cu performanța unei ferestre moderne.',
      'Three-layer laminated pine, 78 mm thick, factory-lacquered in four coats. The natural warmth of wood with the performance of a modern window.',
      'Трёхслойный клеёный брус сосны толщиной 78 мм с четырёхслойной заводской лакировкой. Естественное тепло дерева и характеристики современного окна.',
      'Pino lamellare a tre strati, spessore 78 mm, verniciato in fabbrica in quattro mani. Il calore del legno con le prestazioni di una finestra moderna.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.material, t('pin stratificat', 'laminated pine', 'клеёная сосна', 'pino lamellare')],
      [C.profile, measure('78 mm')],
      [
        C.glazing,
        t(
          '4-12-4-12-4 low-e',
          '4-12-4-12-4 low-e',
          '4-12-4-12-4 low-e',
          '4-12-4-12-4 basso-emissivo',
        ),
      ],
      [C.opening, tiltTurn],
      [C.warranty, years(10)],
    ],
    accessories: windowAccessories,
    variants: [
      {
        key: 'one-sash',
        title: t('cu un canat', 'single sash', 'одностворчатое', 'ad un’anta'),
        price: 42900,
        image: '/images/products/window-wood-1.svg',
        characteristics: [[C.size, measure('600 × 1200 mm')]],
      },
      {
        key: 'two-sash',
        title: t('cu două canate', 'two sashes', 'двустворчатое', 'a due ante'),
        price: 69900,
        image: '/images/products/window-wood-2.svg',
        characteristics: [[C.size, measure('1300 × 1400 mm')]],
      },
    ],
  },
  {
    key: 'wooden-oak-92',
    category: 'wooden-windows',
    title: t(
      'Fereastră din lemn de stejar 92',
      'Oak wood window 92',
      'Деревянное окно из дуба 92',
      'Finestra in legno di rovere 92',
    ),
    description: t(
      'Stejar stratificat de 92 mm pentru case de patrimoniu și interioare de lux. Profil robust, durabilitate de decenii și un aspect nobil care se îmbunătățește cu timpul.',
      '92 mm laminated oak for heritage houses and luxury interiors. A robust profile that lasts decades and a noble look that improves with age.',
      'Клеёный дуб 92 мм для исторических домов и дорогих интерьеров. Прочный профиль на десятилетия и благородный вид, который с годами становится только лучше.',
      'Rovere lamellare da 92 mm per case storiche e interni di pregio. Un profilo robusto che dura decenni e un aspetto nobile che migliora col tempo.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.material, t('stejar stratificat', 'laminated oak', 'клеёный дуб', 'rovere lamellare')],
      [C.profile, measure('92 mm')],
      [
        C.glazing,
        t(
          'geam triplu low-e',
          'low-e triple glazing',
          'тройной стеклопакет low-e',
          'triplo vetro basso-emissivo',
        ),
      ],
      [C.heat, t('până la 94%', 'up to 94%', 'до 94%', 'fino al 94%')],
      [C.warranty, years(15)],
    ],
    accessories: windowAccessories,
    variants: [
      {
        key: 'one-sash',
        title: t('cu un canat', 'single sash', 'одностворчатое', 'ad un’anta'),
        price: 64900,
        image: '/images/products/window-wood-1.svg',
        characteristics: [[C.size, measure('600 × 1200 mm')]],
      },
      {
        key: 'two-sash',
        title: t('cu două canate', 'two sashes', 'двустворчатое', 'a due ante'),
        price: 104900,
        image: '/images/products/window-wood-2.svg',
        characteristics: [[C.size, measure('1300 × 1400 mm')]],
      },
    ],
  },
  {
    key: 'steel-entrance-door',
    category: 'entrance-doors',
    title: t(
      'Ușă metalică de intrare',
      'Steel entrance door',
      'Металлическая входная дверь',
      'Porta d’ingresso in acciaio',
    ),
    description: t(
      'Ușă de intrare din tablă de oțel de 1,5 mm, umplută cu vată minerală, cu încuietoare în trei puncte și vizor panoramic. Protejează casa de frig, zgomot și efracție.',
      'An entrance door of 1.5 mm steel sheet filled with mineral wool, with a three-point lock and a wide-angle peephole. It keeps out cold, noise and burglars.',
      'Входная дверь из стального листа 1,5 мм с минватой, трёхточечным замком и панорамным глазком. Защищает дом от холода, шума и взлома.',
      'Porta d’ingresso in lamiera d’acciaio da 1,5 mm con lana minerale, serratura a tre punti e spioncino panoramico. Protegge da freddo, rumore e intrusioni.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [
        C.material,
        t(
          'oțel 1,5 mm, vată minerală',
          '1.5 mm steel, mineral wool',
          'сталь 1,5 мм, минвата',
          'acciaio 1,5 mm, lana minerale',
        ),
      ],
      [
        C.lock,
        t(
          'în trei puncte, clasa 3',
          'three-point, class 3',
          'трёхточечный, класс 3',
          'a tre punti, classe 3',
        ),
      ],
      [C.size, measure('960 × 2050 mm')],
      [C.warranty, years(5)],
    ],
    accessories: doorAccessories,
    variants: [
      {
        key: 'classic',
        title: t('Classic', 'Classic', 'Classic', 'Classic'),
        price: 39900,
        image: '/images/products/door-entrance.svg',
        characteristics: [[C.thickness, measure('70 mm')]],
      },
      {
        key: 'thermo',
        title: t(
          'Thermo cu ruptură termică',
          'Thermo with thermal break',
          'Thermo с терморазрывом',
          'Thermo a taglio termico',
        ),
        price: 59900,
        image: '/images/products/door-entrance.svg',
        characteristics: [
          [C.thickness, measure('90 mm')],
          [
            C.heat,
            t(
              'fără punți termice',
              'no cold bridges',
              'без мостиков холода',
              'senza ponti termici',
            ),
          ],
        ],
      },
    ],
  },
  {
    key: 'pvc-entrance-door',
    category: 'entrance-doors',
    title: t(
      'Ușă de intrare din PVC',
      'PVC entrance door',
      'Входная дверь ПВХ',
      'Porta d’ingresso in PVC',
    ),
    description: t(
      'Ușă din profil PVC de 76 mm cu armătură de oțel, balamale reglabile și prag din aluminiu. Potrivită pentru case, birouri și intrări secundare.',
      'A door in a 76 mm PVC profile with steel reinforcement, adjustable hinges and an aluminium threshold. Right for houses, offices and side entrances.',
      'Дверь из профиля ПВХ 76 мм со стальным армированием, регулируемыми петлями и алюминиевым порогом. Для домов, офисов и запасных входов.',
      'Porta in profilo PVC da 76 mm con rinforzo in acciaio, cerniere regolabili e soglia in alluminio. Ideale per case, uffici e ingressi secondari.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.profile, measure('76 mm')],
      [C.lock, t('multipunct', 'multi-point', 'многозапорный', 'multipunto')],
      [C.size, measure('1000 × 2100 mm')],
      [C.warranty, years(10)],
    ],
    accessories: doorAccessories,
    variants: [
      {
        key: 'solid-panel',
        title: t('cu panou plin', 'solid panel', 'с глухой панелью', 'pannello cieco'),
        price: 54900,
        image: '/images/products/door-entrance.svg',
        characteristics: [
          [
            C.material,
            t(
              'panou sandwich 24 mm',
              '24 mm sandwich panel',
              'сэндвич-панель 24 мм',
              'pannello sandwich 24 mm',
            ),
          ],
        ],
      },
      {
        key: 'glazed',
        title: t('cu geam', 'glazed', 'со стеклом', 'vetrata'),
        price: 61900,
        image: '/images/products/door-balcony.svg',
        characteristics: [
          [
            C.glazing,
            t(
              'sticlă securizată mată',
              'frosted safety glass',
              'матовое закалённое стекло',
              'vetro di sicurezza satinato',
            ),
          ],
        ],
      },
    ],
  },
  {
    key: 'aluminium-entrance-door',
    category: 'entrance-doors',
    title: t(
      'Ușă de intrare din aluminiu',
      'Aluminium entrance door',
      'Алюминиевая входная дверь',
      'Porta d’ingresso in alluminio',
    ),
    description: t(
      'Ușă din aluminiu cu ruptură de punte termică, pentru case moderne și spații comerciale. Mâner-bară din inox și închidere automată la cerere.',
      'A thermally broken aluminium door for modern houses and commercial premises. Stainless steel bar handle and optional automatic closing.',
      'Алюминиевая дверь с терморазрывом для современных домов и коммерческих помещений. Ручка-скоба из нержавеющей стали и доводчик по запросу.',
      'Porta in alluminio a taglio termico per case moderne e locali commerciali. Maniglione in acciaio inox e chiudiporta a richiesta.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [
        C.profile,
        t(
          '75 mm, ruptură termică',
          '75 mm, thermal break',
          '75 мм, терморазрыв',
          '75 mm, taglio termico',
        ),
      ],
      [
        C.lock,
        t(
          'multipunct cu cilindru de siguranță',
          'multi-point with security cylinder',
          'многозапорный с защищённым цилиндром',
          'multipunto con cilindro di sicurezza',
        ),
      ],
      [C.warranty, years(10)],
    ],
    accessories: doorAccessories,
    variants: [
      {
        key: 'single',
        title: t('cu un canat', 'single leaf', 'одностворчатая', 'ad un’anta'),
        price: 98900,
        image: '/images/products/door-aluminium.svg',
        characteristics: [[C.size, measure('1000 × 2200 mm')]],
      },
      {
        key: 'with-sidelight',
        title: t(
          'cu panou lateral vitrat',
          'with glazed sidelight',
          'с боковой стеклянной вставкой',
          'con fiancoluce vetrato',
        ),
        price: 139000,
        image: '/images/products/door-aluminium.svg',
        characteristics: [[C.size, measure('1500 × 2200 mm')]],
      },
    ],
  },
  {
    key: 'pvc-balcony-door',
    category: 'balcony-doors',
    title: t(
      'Ușă de balcon din PVC',
      'PVC balcony door',
      'Балконная дверь ПВХ',
      'Porta finestra in PVC',
    ),
    description: t(
      'Ușă de balcon oscilobatantă cu prag jos, geam termoizolant și mâner dublu. Se aerisește fără să se deschidă complet.',
      'A tilt-and-turn balcony door with a low threshold, insulating glass and handles on both sides. Ventilate the room without opening it fully.',
      'Поворотно-откидная балконная дверь с низким порогом, стеклопакетом и двусторонней ручкой. Проветривание без полного открывания.',
      'Porta finestra ad anta ribalta con soglia bassa, vetrocamera e maniglia su entrambi i lati. Si arieggia senza aprirla del tutto.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.profile, measure('70 mm')],
      [C.opening, tiltTurn],
      [C.glazing, same('4-16-4 low-e')],
      [C.warranty, years(10)],
    ],
    accessories: [...doorAccessories, 'pvc-window-sill-300'],
    variants: [
      {
        key: 'single-leaf',
        title: t('cu un canat', 'single leaf', 'одностворчатая', 'ad un’anta'),
        price: 29900,
        image: '/images/products/door-balcony.svg',
        characteristics: [[C.size, measure('800 × 2150 mm')]],
      },
      {
        key: 'double-leaf',
        title: t('cu două canate', 'double leaf', 'двустворчатая', 'a due ante'),
        price: 52900,
        image: '/images/products/door-balcony.svg',
        characteristics: [[C.size, measure('1500 × 2150 mm')]],
      },
    ],
  },
  {
    key: 'lift-slide-door',
    category: 'balcony-doors',
    title: t(
      'Ușă glisantă cu ridicare HST',
      'HST lift-and-slide door',
      'Подъёмно-раздвижная дверь HST',
      'Alzante scorrevole HST',
    ),
    description: t(
      'Ușa care transformă terasa în parte din casă: canat de până la 300 kg care se ridică și alunecă ușor, prag plat și etanșare perfectă când e închisă.',
      'The door that makes the terrace part of the home: a sash of up to 300 kg lifts and glides easily, with a flat threshold and a tight seal when closed.',
      'Дверь, которая делает террасу частью дома: створка до 300 кг легко поднимается и сдвигается, плоский порог и плотное прилегание в закрытом положении.',
      'La porta che unisce terrazza e casa: un’anta fino a 300 kg si solleva e scorre con facilità, soglia piana e tenuta perfetta da chiusa.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [
        C.opening,
        t('ridicare și glisare', 'lift and slide', 'подъём и сдвиг', 'alzante scorrevole'),
      ],
      [C.size, measure('3000 × 2300 mm')],
      [
        C.glazing,
        t(
          'geam triplu low-e',
          'low-e triple glazing',
          'тройной стеклопакет low-e',
          'triplo vetro basso-emissivo',
        ),
      ],
      [C.warranty, years(15)],
    ],
    accessories: ['sealing-gasket-epdm', 'insect-screen-pleated'],
    variants: [
      {
        key: 'standard',
        title: t('3000 mm', '3000 mm', '3000 мм', '3000 mm'),
        price: 219000,
        image: '/images/products/door-balcony.svg',
        characteristics: [],
      },
    ],
  },
  {
    key: 'interior-door',
    category: 'interior-doors',
    title: t('Ușă de interior', 'Interior door', 'Межкомнатная дверь', 'Porta interna'),
    description: t(
      'Ușă de interior cu toc reglabil, balamale ascunse și închidere magnetică silențioasă. Livrată gata finisată, se montează într-o singură zi.',
      'An interior door with an adjustable frame, concealed hinges and a silent magnetic latch. Delivered finished and installed in a single day.',
      'Межкомнатная дверь с телескопической коробкой, скрытыми петлями и бесшумной магнитной защёлкой. Поставляется готовой и монтируется за один день.',
      'Porta interna con telaio regolabile, cerniere a scomparsa e chiusura magnetica silenziosa. Consegnata rifinita, si posa in un giorno.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.size, measure('800 × 2000 mm')],
      [
        C.fittings,
        t(
          'balamale ascunse, broască magnetică',
          'concealed hinges, magnetic latch',
          'скрытые петли, магнитный замок',
          'cerniere a scomparsa, serratura magnetica',
        ),
      ],
      [C.warranty, years(3)],
    ],
    accessories: ['door-handle-set-standard'],
    variants: [
      {
        key: 'white-smooth',
        title: t('albă netedă', 'smooth white', 'белая гладкая', 'bianca liscia'),
        price: 18900,
        image: '/images/products/door-interior.svg',
        characteristics: [[C.colour, white]],
      },
      {
        key: 'oak-veneer',
        title: t('furnir de stejar', 'oak veneer', 'шпон дуба', 'impiallacciata rovere'),
        price: 26900,
        image: '/images/products/door-interior.svg',
        characteristics: [
          [
            C.material,
            t(
              'furnir natural de stejar',
              'natural oak veneer',
              'натуральный шпон дуба',
              'impiallacciatura di rovere naturale',
            ),
          ],
        ],
      },
      {
        key: 'glass-insert',
        title: t(
          'cu inserție de sticlă',
          'with glass insert',
          'со стеклянной вставкой',
          'con inserto in vetro',
        ),
        price: 23900,
        image: '/images/products/door-interior.svg',
        characteristics: [
          [
            C.glazing,
            t(
              'sticlă mată securizată',
              'frosted safety glass',
              'матовое закалённое стекло',
              'vetro satinato di sicurezza',
            ),
          ],
        ],
      },
    ],
  },
  {
    key: 'aluminium-roller-shutter',
    category: 'external-roller-shutters',
    title: t(
      'Rulou exterior din aluminiu',
      'Aluminium roller shutter',
      'Алюминиевая рольставня',
      'Tapparella in alluminio',
    ),
    description: t(
      'Rulou exterior cu lamele din aluminiu umplute cu spumă poliuretanică: umbră în zilele toride, izolare în nopțile reci și protecție contra efracției.',
      'An external roller shutter with foam-filled aluminium slats: shade on hot days, insulation on cold nights and protection against break-ins.',
      'Наружная рольставня из алюминиевых ламелей с пенонаполнением: тень в жару, утепление холодными ночами и защита от взлома.',
      'Tapparella esterna con stecche in alluminio coibentate: ombra nelle giornate calde, isolamento nelle notti fredde e protezione dalle effrazioni.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [
        C.material,
        t(
          'aluminiu cu spumă PU',
          'foam-filled aluminium',
          'алюминий с пенонаполнением',
          'alluminio coibentato',
        ),
      ],
      [C.size, measure('1200 × 1500 mm')],
      [
        C.colour,
        t(
          'alb, gri, maro, antracit',
          'white, grey, brown, anthracite',
          'белый, серый, коричневый, антрацит',
          'bianco, grigio, marrone, antracite',
        ),
      ],
      [C.warranty, years(5)],
    ],
    accessories: shadingAccessories,
    variants: [
      {
        key: 'manual-39',
        title: t(
          'lamelă 39 mm, manual',
          '39 mm slat, manual',
          'ламель 39 мм, ручная',
          'stecca 39 mm, manuale',
        ),
        price: 14900,
        image: '/images/products/roller-external.svg',
        characteristics: [[C.drive, t('cu bandă', 'strap', 'ленточный', 'a cinghia')]],
      },
      {
        key: 'motorized-39',
        title: t(
          'lamelă 39 mm, cu motor',
          '39 mm slat, motorized',
          'ламель 39 мм, с мотором',
          'stecca 39 mm, motorizzata',
        ),
        price: 24900,
        image: '/images/products/roller-external.svg',
        characteristics: [
          [
            C.drive,
            t(
              'motor Somfy și telecomandă',
              'Somfy motor and remote',
              'мотор Somfy и пульт',
              'motore Somfy e telecomando',
            ),
          ],
        ],
      },
      {
        key: 'motorized-55',
        title: t(
          'lamelă 55 mm, cu motor',
          '55 mm slat, motorized',
          'ламель 55 мм, с мотором',
          'stecca 55 mm, motorizzata',
        ),
        price: 29900,
        image: '/images/products/roller-external.svg',
        characteristics: [
          [
            C.drive,
            t(
              'motor Somfy și telecomandă',
              'Somfy motor and remote',
              'мотор Somfy и пульт',
              'motore Somfy e telecomando',
            ),
          ],
          [C.thickness, measure('55 mm')],
        ],
      },
    ],
  },
  {
    key: 'roller-garage-door',
    category: 'garage-roller-doors',
    title: t(
      'Ușă de garaj rulabilă',
      'Roller garage door',
      'Рулонные гаражные ворота',
      'Serranda avvolgibile per garage',
    ),
    description: t(
      'Ușă de garaj din lamele de aluminiu de 77 mm care se rulează într-o casetă deasupra golului. Nu ocupă tavanul garajului și se acționează cu motor și telecomandă.',
      'A garage door of 77 mm aluminium slats that rolls into a box above the opening. It leaves the garage ceiling free and runs on a motor with a remote.',
      'Гаражные ворота из алюминиевых ламелей 77 мм, сворачиваемые в короб над проёмом. Не занимают потолок гаража, управляются мотором с пульта.',
      'Serranda in stecche di alluminio da 77 mm che si avvolge in un cassonetto sopra il vano. Lascia libero il soffitto del garage, motore e telecomando inclusi.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.thickness, measure('77 mm')],
      [C.size, measure('2500 × 2200 mm')],
      [
        C.drive,
        t('motor cu telecomandă', 'motor with remote', 'мотор с пультом', 'motore con telecomando'),
      ],
      [C.warranty, years(5)],
    ],
    accessories: ['remote-control-5-channel'],
    variants: [
      {
        key: 'motorized',
        title: t('cu motor', 'motorized', 'с мотором', 'motorizzata'),
        price: 89000,
        image: '/images/products/roller-garage.svg',
        characteristics: [],
      },
    ],
  },
  {
    key: 'fabric-roller-blind',
    category: 'fabric-roller-blinds',
    title: t('Rulou textil', 'Fabric roller blind', 'Рулонная штора', 'Tenda a rullo'),
    description: t(
      'Rulou textil montat direct pe cercevea, fără găurirea ramei. Controlul luminii în dormitor, bucătărie sau birou, cu un design discret.',
      'A fabric blind mounted directly on the sash, without drilling the frame. Light control for the bedroom, kitchen or office, with a discreet look.',
      'Рулонная штора на створку без сверления рамы. Регулирование света в спальне, на кухне или в офисе при сдержанном дизайне.',
      'Tenda a rullo montata direttamente sull’anta, senza forare il telaio. Controllo della luce in camera, cucina o ufficio con un design discreto.',
    ),
    deliveryClass: 'blinds_sills',
    characteristics: [
      [C.size, measure('600 × 1400 mm')],
      [C.drive, t('lanț cu arc', 'spring chain', 'цепочка с пружиной', 'catenella con molla')],
      [C.warranty, years(2)],
    ],
    accessories: [],
    variants: [
      {
        key: 'day-night',
        title: t('zi-noapte', 'day-night', 'день-ночь', 'giorno-notte'),
        price: 4900,
        image: '/images/products/blind-fabric.svg',
        characteristics: [
          [
            C.fabric,
            t(
              'benzi alternante transparente și opace',
              'alternating sheer and opaque stripes',
              'чередующиеся прозрачные и плотные полосы',
              'strisce alternate trasparenti e coprenti',
            ),
          ],
        ],
      },
      {
        key: 'blackout',
        title: t('blackout', 'blackout', 'блэкаут', 'oscurante'),
        price: 5900,
        image: '/images/products/blind-fabric.svg',
        characteristics: [
          [C.fabric, t('opacă 100%', '100% opaque', 'непрозрачная 100%', 'coprente al 100%')],
        ],
      },
      {
        key: 'translucent',
        title: t('translucid', 'translucent', 'светопропускающая', 'filtrante'),
        price: 3900,
        image: '/images/products/blind-fabric.svg',
        characteristics: [
          [
            C.fabric,
            t(
              'poliester translucid',
              'translucent polyester',
              'светопропускающий полиэстер',
              'poliestere filtrante',
            ),
          ],
        ],
      },
    ],
  },
  {
    key: 'venetian-blind',
    category: 'venetian-blinds',
    title: t('Jaluzea orizontală', 'Venetian blind', 'Горизонтальные жалюзи', 'Veneziana'),
    description: t(
      'Jaluzea orizontală cu lamele orientabile, pentru reglarea fină a luminii și a intimității. Ușor de curățat și rezistentă la umiditate.',
      'A venetian blind with tilting slats for fine control of light and privacy. Easy to clean and resistant to humidity.',
      'Горизонтальные жалюзи с поворотными ламелями для точной настройки света и приватности. Легко моются и не боятся влаги.',
      'Veneziana con lamelle orientabili per regolare luce e privacy. Facile da pulire e resistente all’umidità.',
    ),
    deliveryClass: 'blinds_sills',
    characteristics: [
      [C.size, measure('600 × 1400 mm')],
      [C.drive, t('șnur și baghetă', 'cord and wand', 'шнур и трость', 'cordino e asta')],
      [C.warranty, years(2)],
    ],
    accessories: [],
    variants: [
      {
        key: 'aluminium-25',
        title: t('aluminiu 25 mm', 'aluminium 25 mm', 'алюминий 25 мм', 'alluminio 25 mm'),
        price: 3500,
        image: '/images/products/blind-venetian.svg',
        characteristics: [[C.material, t('aluminiu', 'aluminium', 'алюминий', 'alluminio')]],
      },
      {
        key: 'wood-50',
        title: t('lemn 50 mm', 'wood 50 mm', 'дерево 50 мм', 'legno 50 mm'),
        price: 8900,
        image: '/images/products/blind-venetian.svg',
        characteristics: [
          [C.material, t('lemn de bambus', 'bamboo wood', 'бамбук', 'legno di bambù')],
        ],
      },
    ],
  },
  {
    key: 'sectional-garage-door',
    category: 'sectional-gates',
    title: t(
      'Poartă de garaj secțională',
      'Sectional garage door',
      'Секционные гаражные ворота',
      'Portone sezionale per garage',
    ),
    description: t(
      'Poartă secțională din panouri sandwich de 40 mm, cu garnituri pe tot perimetrul, protecție la prinderea degetelor și motor cu telecomandă inclus.',
      'A sectional door of 40 mm sandwich panels with seals all round, finger-trap protection and a motor with remote included.',
      'Секционные ворота из сэндвич-панелей 40 мм с уплотнением по периметру, защитой от защемления пальцев и мотором с пультом в комплекте.',
      'Portone sezionale in pannelli sandwich da 40 mm, guarnizioni su tutto il perimetro, protezione antischiacciamento e motore con telecomando incluso.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.thickness, measure('40 mm')],
      [
        C.drive,
        t('motor cu telecomandă', 'motor with remote', 'мотор с пультом', 'motore con telecomando'),
      ],
      [
        C.colour,
        t(
          'RAL 9016, 8014, 7016, imitație lemn',
          'RAL 9016, 8014, 7016, wood effect',
          'RAL 9016, 8014, 7016, под дерево',
          'RAL 9016, 8014, 7016, effetto legno',
        ),
      ],
      [C.warranty, years(5)],
    ],
    accessories: ['remote-control-5-channel'],
    variants: [
      {
        key: '2500x2125',
        title: measure('2500 × 2125 mm'),
        price: 99000,
        image: '/images/products/gate-sectional.svg',
        characteristics: [[C.size, measure('2500 × 2125 mm')]],
      },
      {
        key: '3000x2250',
        title: measure('3000 × 2250 mm'),
        price: 115000,
        image: '/images/products/gate-sectional.svg',
        characteristics: [[C.size, measure('3000 × 2250 mm')]],
      },
      {
        key: '5000x2250',
        title: measure('5000 × 2250 mm'),
        price: 159000,
        image: '/images/products/gate-sectional.svg',
        characteristics: [[C.size, measure('5000 × 2250 mm')]],
      },
    ],
  },
  {
    key: 'swing-gate',
    category: 'swing-gates',
    title: t('Poartă batantă', 'Swing gate', 'Распашные ворота', 'Cancello a battente'),
    description: t(
      'Poartă cu două canate pentru curte, din țeavă profilată, grunduită și vopsită în câmp electrostatic. Se poate automatiza ulterior.',
      'A two-leaf yard gate in profiled tube, primed and powder-coated. It can be automated later.',
      'Двустворчатые ворота для двора из профильной трубы, с грунтом и порошковой окраской. Автоматику можно установить позже.',
      'Cancello a due ante per il cortile, in tubolare, con fondo e verniciatura a polvere. Si può automatizzare in seguito.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.width, measure('3500 mm')],
      [C.size, t('înălțime 1800 mm', 'height 1800 mm', 'высота 1800 мм', 'altezza 1800 mm')],
      [C.warranty, years(5)],
    ],
    accessories: ['gate-drive-kit', 'remote-control-5-channel'],
    variants: [
      {
        key: 'profile',
        title: t('din profil metalic', 'steel profile', 'из металлопрофиля', 'in profilato'),
        price: 69000,
        image: '/images/products/gate-swing.svg',
        characteristics: [
          [
            C.material,
            t(
              'tablă profilată pe cadru',
              'profiled sheet on a frame',
              'профлист на каркасе',
              'lamiera grecata su telaio',
            ),
          ],
        ],
      },
      {
        key: 'forged',
        title: t('forjată', 'wrought iron', 'кованые', 'in ferro battuto'),
        price: 129000,
        image: '/images/products/gate-swing.svg',
        characteristics: [
          [C.material, t('fier forjat', 'wrought iron', 'кованое железо', 'ferro battuto')],
        ],
      },
    ],
  },
  {
    key: 'sliding-gate',
    category: 'sliding-gates',
    title: t(
      'Poartă culisantă în consolă',
      'Cantilever sliding gate',
      'Откатные консольные ворота',
      'Cancello scorrevole a sbalzo',
    ),
    description: t(
      'Poartă culisantă fără șină la sol: nu se blochează iarna și nu cere întreținere. Căruciorii galvanizați suportă până la 500 kg.',
      'A sliding gate with no ground track: it does not jam in winter and needs no upkeep. Galvanized carriages carry up to 500 kg.',
      'Откатные ворота без нижней направляющей: не заклинивают зимой и не требуют ухода. Оцинкованные тележки выдерживают до 500 кг.',
      'Cancello scorrevole senza binario a terra: non si blocca d’inverno e non richiede manutenzione. Carrelli zincati fino a 500 kg.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.size, t('înălțime 2000 mm', 'height 2000 mm', 'высота 2000 мм', 'altezza 2000 mm')],
      [
        C.drive,
        t(
          'pregătită pentru automatizare',
          'ready for automation',
          'готовы к автоматике',
          'predisposto per l’automazione',
        ),
      ],
      [C.warranty, years(5)],
    ],
    accessories: ['gate-drive-kit', 'remote-control-5-channel'],
    variants: [
      {
        key: '4m',
        title: t('4 m', '4 m', '4 м', '4 m'),
        price: 119000,
        image: '/images/products/gate-sliding.svg',
        characteristics: [[C.width, measure('4000 mm')]],
      },
      {
        key: '6m',
        title: t('6 m', '6 m', '6 м', '6 m'),
        price: 159000,
        image: '/images/products/gate-sliding.svg',
        characteristics: [[C.width, measure('6000 mm')]],
      },
    ],
  },
  {
    key: 'classic-shutters',
    category: 'classic-shutters',
    title: t(
      'Obloane clasice din aluminiu',
      'Classic aluminium shutters',
      'Классические алюминиевые ставни',
      'Persiane classiche in alluminio',
    ),
    description: t(
      'Obloane cu două canate pentru case tradiționale: aspectul lemnului, fără vopsiri periodice. Balamale din inox și opritoare de perete.',
      'Two-leaf shutters for traditional houses: the look of wood without repainting. Stainless hinges and wall stays.',
      'Двустворчатые ставни для традиционных домов: вид дерева без периодической покраски. Петли из нержавейки и настенные фиксаторы.',
      'Persiane a due ante per case tradizionali: l’aspetto del legno senza riverniciature. Cerniere inox e fermi a muro.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [
        C.material,
        t(
          'aluminiu extrudat',
          'extruded aluminium',
          'экструдированный алюминий',
          'alluminio estruso',
        ),
      ],
      [
        C.size,
        t(
          'pentru gol de 1200 × 1500 mm',
          'for a 1200 × 1500 mm opening',
          'для проёма 1200 × 1500 мм',
          'per vano di 1200 × 1500 mm',
        ),
      ],
      [C.warranty, years(10)],
    ],
    accessories: ['insect-screen-frame'],
    variants: [
      {
        key: 'louvered',
        title: t('cu lamele', 'louvred', 'с ламелями', 'a lamelle'),
        price: 34900,
        image: '/images/products/shutter-classic.svg',
        characteristics: [],
      },
      {
        key: 'panel',
        title: t('cu panou plin', 'solid panel', 'с глухой панелью', 'a pannello pieno'),
        price: 31900,
        image: '/images/products/shutter-classic.svg',
        characteristics: [],
      },
    ],
  },
  {
    key: 'modern-shutters',
    category: 'modern-shutters',
    title: t('Obloane moderne', 'Modern shutters', 'Современные ставни', 'Persiane moderne'),
    description: t(
      'Obloane cu lamele orientabile sau panouri culisante pentru fațade contemporane. Lumina și aerul intră, privirile și soarele arzător rămân afară.',
      'Shutters with adjustable louvres or sliding panels for contemporary façades. Light and air come in; prying eyes and the burning sun stay out.',
      'Ставни с поворотными ламелями или сдвижными панелями для современных фасадов. Свет и воздух проходят, а взгляды и палящее солнце остаются снаружи.',
      'Persiane a lamelle orientabili o pannelli scorrevoli per facciate contemporanee. Entrano luce e aria, restano fuori sguardi e sole cocente.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [
        C.material,
        t(
          'aluminiu anodizat',
          'anodized aluminium',
          'анодированный алюминий',
          'alluminio anodizzato',
        ),
      ],
      [C.warranty, years(10)],
    ],
    accessories: ['remote-control-5-channel'],
    variants: [
      {
        key: 'adjustable-louvre',
        title: t(
          'cu lamele orientabile',
          'adjustable louvres',
          'с поворотными ламелями',
          'a lamelle orientabili',
        ),
        price: 44900,
        image: '/images/products/shutter-modern.svg',
        characteristics: [[C.drive, t('manetă', 'lever', 'рычаг', 'leva')]],
      },
      {
        key: 'sliding-panels',
        title: t(
          'cu panouri culisante',
          'sliding panels',
          'со сдвижными панелями',
          'a pannelli scorrevoli',
        ),
        price: 52900,
        image: '/images/products/shutter-modern.svg',
        characteristics: [[C.opening, t('glisantă', 'sliding', 'раздвижное', 'scorrevole')]],
      },
    ],
  },
  {
    key: 'open-arm-awning',
    category: 'terrace-awnings',
    title: t(
      'Copertină cu brațe articulate',
      'Folding arm awning',
      'Локтевая маркиза',
      'Tenda a bracci estensibili',
    ),
    description: t(
      'Copertină deschisă pentru terase și balcoane, cu brațe articulate din aluminiu și țesătură acrilică vopsită în masă, rezistentă la UV și la decolorare.',
      'An open awning for terraces and balconies with aluminium folding arms and solution-dyed acrylic fabric that resists UV and fading.',
      'Открытая маркиза для террас и балконов с алюминиевыми локтевыми кронштейнами и акриловой тканью, окрашенной в массе, стойкой к УФ и выгоранию.',
      'Tenda aperta per terrazze e balconi con bracci in alluminio e tessuto acrilico tinto in massa, resistente ai raggi UV e allo scolorimento.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.fabric, t('acril 300 g/m²', 'acrylic 300 g/m²', 'акрил 300 г/м²', 'acrilico 300 g/m²')],
      [C.projection, measure('2500 mm')],
      [C.warranty, years(5)],
    ],
    accessories: ['tubular-motor-standard', 'remote-control-5-channel'],
    variants: [
      {
        key: '3m',
        title: t('3 m', '3 m', '3 м', '3 m'),
        price: 59000,
        image: '/images/products/awning-open.svg',
        characteristics: [
          [C.width, measure('3000 mm')],
          [C.drive, t('manivelă', 'crank', 'ручной привод', 'manovella')],
        ],
      },
      {
        key: '4-5m',
        title: t('4,5 m', '4.5 m', '4,5 м', '4,5 m'),
        price: 79000,
        image: '/images/products/awning-open.svg',
        characteristics: [
          [C.width, measure('4500 mm')],
          [C.drive, t('manivelă', 'crank', 'ручной привод', 'manovella')],
        ],
      },
    ],
  },
  {
    key: 'cassette-awning',
    category: 'cassette-awnings',
    title: t('Copertină cu casetă', 'Cassette awning', 'Кассетная маркиза', 'Tenda a cassonetto'),
    description: t(
      'Când este strânsă, țesătura și brațele stau într-o casetă închisă, ferite de ploaie și praf. Motor Somfy și senzor de vânt la cerere.',
      'When retracted, the fabric and arms rest in a closed cassette, safe from rain and dust. Somfy motor and wind sensor on request.',
      'В сложенном виде ткань и кронштейны укрыты в закрытой кассете от дождя и пыли. Мотор Somfy и датчик ветра по запросу.',
      'Da chiusa, tessuto e bracci riposano in un cassonetto, al riparo da pioggia e polvere. Motore Somfy e sensore vento a richiesta.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [C.fabric, t('acril 300 g/m²', 'acrylic 300 g/m²', 'акрил 300 г/м²', 'acrilico 300 g/m²')],
      [C.projection, measure('3000 mm')],
      [C.warranty, years(5)],
    ],
    accessories: ['tubular-motor-standard', 'remote-control-5-channel'],
    variants: [
      {
        key: '4m',
        title: t('4 m', '4 m', '4 м', '4 m'),
        price: 119000,
        image: '/images/products/awning-cassette.svg',
        characteristics: [
          [C.width, measure('4000 mm')],
          [C.drive, t('manivelă', 'crank', 'ручной привод', 'manovella')],
        ],
      },
      {
        key: '5-5m-motorized',
        title: t('5,5 m, cu motor', '5.5 m, motorized', '5,5 м, с мотором', '5,5 m, motorizzata'),
        price: 169000,
        image: '/images/products/awning-cassette.svg',
        characteristics: [
          [C.width, measure('5500 mm')],
          [
            C.drive,
            t(
              'motor Somfy și telecomandă',
              'Somfy motor and remote',
              'мотор Somfy и пульт',
              'motore Somfy e telecomando',
            ),
          ],
        ],
      },
    ],
  },
  {
    key: 'bioclimatic-pergola',
    category: 'pergolas',
    title: t(
      'Pergolă bioclimatică',
      'Bioclimatic pergola',
      'Биоклиматическая пергола',
      'Pergola bioclimatica',
    ),
    description: t(
      'Pergolă din aluminiu cu lamele rotative de până la 135°: umbră, ventilare naturală sau acoperiș etanș la ploaie, cu o singură apăsare. Apa se scurge prin stâlpi.',
      'An aluminium pergola with louvres rotating up to 135°: shade, natural ventilation or a rain-tight roof at the press of a button. Water drains through the posts.',
      'Алюминиевая пергола с ламелями, поворачивающимися до 135°: тень, естественная вентиляция или защита от дождя одним нажатием. Вода отводится через стойки.',
      'Pergola in alluminio con lamelle orientabili fino a 135°: ombra, ventilazione naturale o tetto a tenuta di pioggia con un tasto. L’acqua scende nei montanti.',
    ),
    deliveryClass: 'large',
    characteristics: [
      [
        C.material,
        t(
          'aluminiu vopsit',
          'powder-coated aluminium',
          'окрашенный алюминий',
          'alluminio verniciato',
        ),
      ],
      [
        C.drive,
        t('motor cu telecomandă', 'motor with remote', 'мотор с пультом', 'motore con telecomando'),
      ],
      [C.warranty, years(10)],
    ],
    accessories: ['remote-control-5-channel'],
    variants: [
      {
        key: '3x4',
        title: measure('3 × 4 m'),
        price: 489000,
        image: '/images/products/pergola.svg',
        characteristics: [[C.size, measure('3000 × 4000 mm')]],
      },
      {
        key: '4x6',
        title: measure('4 × 6 m'),
        price: 749000,
        image: '/images/products/pergola.svg',
        characteristics: [[C.size, measure('4000 × 6000 mm')]],
      },
    ],
  },
  {
    key: 'pvc-window-sill',
    category: 'window-sills',
    title: t('Pervaz PVC', 'PVC window sill', 'Подоконник ПВХ', 'Davanzale in PVC'),
    description: t(
      'Pervaz interior din PVC cu suprafață laminată rezistentă la zgârieturi și la temperaturi ridicate. Se taie la lungimea dorită; prețul este pe metru liniar.',
      'An interior PVC window sill with a laminated surface that resists scratches and heat. Cut to the length you need; priced per linear metre.',
      'Внутренний подоконник из ПВХ с ламинированной поверхностью, стойкой к царапинам и нагреву. Режется в нужный размер; цена за погонный метр.',
      'Davanzale interno in PVC con superficie laminata resistente a graffi e calore. Tagliato su misura; prezzo al metro lineare.',
    ),
    deliveryClass: 'blinds_sills',
    unit: 'metre',
    characteristics: [
      [C.soldBy, perMetre],
      [C.thickness, measure('22 mm')],
      [
        C.colour,
        t(
          'alb, stejar, marmură',
          'white, oak, marble',
          'белый, дуб, мрамор',
          'bianco, rovere, marmo',
        ),
      ],
    ],
    accessories: [],
    variants: [
      {
        key: '200',
        title: t('200 mm', '200 mm', '200 мм', '200 mm'),
        price: 990,
        image: '/images/products/sill.svg',
        characteristics: [[C.width, measure('200 mm')]],
      },
      {
        key: '250',
        title: t('250 mm', '250 mm', '250 мм', '250 mm'),
        price: 1190,
        image: '/images/products/sill.svg',
        characteristics: [[C.width, measure('250 mm')]],
      },
      {
        key: '300',
        title: t('300 mm', '300 mm', '300 мм', '300 mm'),
        price: 1390,
        image: '/images/products/sill.svg',
        characteristics: [[C.width, measure('300 mm')]],
      },
      {
        key: '400',
        title: t('400 mm', '400 mm', '400 мм', '400 mm'),
        price: 1790,
        image: '/images/products/sill.svg',
        characteristics: [[C.width, measure('400 mm')]],
      },
    ],
  },
  {
    key: 'aluminium-external-sill',
    category: 'external-sills',
    title: t(
      'Glaf exterior din aluminiu',
      'Aluminium external sill',
      'Алюминиевый отлив',
      'Soglia esterna in alluminio',
    ),
    description: t(
      'Glaf exterior care îndepărtează apa de pe fațadă și protejează montajul ferestrei. Aluminiu vopsit, cu capace laterale; prețul este pe metru liniar.',
      'An external sill that sheds water from the façade and protects the window installation. Painted aluminium with end caps; priced per linear metre.',
      'Отлив отводит воду от фасада и защищает монтажный шов окна. Окрашенный алюминий с боковыми заглушками; цена за погонный метр.',
      'Soglia esterna che allontana l’acqua dalla facciata e protegge la posa della finestra. Alluminio verniciato con tappi laterali; prezzo al metro lineare.',
    ),
    deliveryClass: 'blinds_sills',
    unit: 'metre',
    characteristics: [
      [C.soldBy, perMetre],
      [C.thickness, measure('1 mm')],
      [
        C.colour,
        t(
          'alb, maro, antracit',
          'white, brown, anthracite',
          'белый, коричневый, антрацит',
          'bianco, marrone, antracite',
        ),
      ],
    ],
    accessories: [],
    variants: [
      {
        key: '150',
        title: t('150 mm', '150 mm', '150 мм', '150 mm'),
        price: 890,
        image: '/images/products/sill-external.svg',
        characteristics: [[C.width, measure('150 mm')]],
      },
      {
        key: '250',
        title: t('250 mm', '250 mm', '250 мм', '250 mm'),
        price: 1290,
        image: '/images/products/sill-external.svg',
        characteristics: [[C.width, measure('250 mm')]],
      },
    ],
  },
  {
    key: 'window-handle',
    category: 'handles-and-fittings',
    title: t('Mâner de fereastră', 'Window handle', 'Оконная ручка', 'Maniglia per finestra'),
    description: t(
      'Mâner din aluminiu cu poziții fixate la fiecare 90°, compatibil cu feroneria Maco și Roto. Se montează în câteva minute.',
      'An aluminium handle with detents every 90°, compatible with Maco and Roto hardware. Fitted in minutes.',
      'Алюминиевая ручка с фиксацией через каждые 90°, совместима с фурнитурой Maco и Roto. Устанавливается за несколько минут.',
      'Maniglia in alluminio con scatti ogni 90°, compatibile con ferramenta Maco e Roto. Si monta in pochi minuti.',
    ),
    deliveryClass: 'accessory',
    characteristics: [
      [C.material, t('aluminiu', 'aluminium', 'алюминий', 'alluminio')],
      [C.warranty, years(2)],
    ],
    accessories: [],
    variants: [
      {
        key: 'standard',
        title: t('standard', 'standard', 'стандартная', 'standard'),
        price: 890,
        image: '/images/products/handle.svg',
        characteristics: [[C.colour, white]],
      },
      {
        key: 'locking',
        title: t('cu cheie', 'locking', 'с ключом', 'con chiave'),
        price: 1590,
        image: '/images/products/handle.svg',
        characteristics: [
          [
            C.lock,
            t(
              'cheie pentru siguranța copiilor',
              'child-safety key',
              'ключ для защиты детей',
              'chiave di sicurezza per bambini',
            ),
          ],
        ],
      },
    ],
  },
  {
    key: 'door-handle-set',
    category: 'handles-and-fittings',
    title: t(
      'Set mânere de ușă',
      'Door handle set',
      'Комплект дверных ручек',
      'Set di maniglie per porta',
    ),
    description: t(
      'Set de mânere pe rozetă pentru uși de intrare și de interior, din inox periat, cu mecanism cu arc întărit.',
      'A rose-mounted handle set for entrance and interior doors in brushed stainless steel with a reinforced spring.',
      'Комплект ручек на розетке для входных и межкомнатных дверей из шлифованной нержавейки с усиленной пружиной.',
      'Set di maniglie su rosetta per porte d’ingresso e interne in acciaio inox spazzolato con molla rinforzata.',
    ),
    deliveryClass: 'accessory',
    characteristics: [
      [
        C.material,
        t('inox periat', 'brushed stainless steel', 'шлифованная нержавейка', 'inox spazzolato'),
      ],
      [C.warranty, years(2)],
    ],
    accessories: [],
    variants: [
      {
        key: 'standard',
        title: t('inox', 'stainless', 'нержавейка', 'inox'),
        price: 2490,
        image: '/images/products/handle.svg',
        characteristics: [],
      },
    ],
  },
  {
    key: 'guide-rail',
    category: 'handles-and-fittings',
    title: t(
      'Ghidaj din aluminiu',
      'Aluminium guide rail',
      'Алюминиевая направляющая',
      'Guida in alluminio',
    ),
    description: t(
      'Ghidaj pentru rulouri exterioare și plase, cu perie contra zgomotului. Se vinde la metru liniar.',
      'A guide rail for roller shutters and screens with an anti-noise brush. Sold by the linear metre.',
      'Направляющая для рольставен и сеток со шумопоглощающей щёткой. Продаётся погонными метрами.',
      'Guida per tapparelle e zanzariere con spazzolino antirumore. Venduta al metro lineare.',
    ),
    deliveryClass: 'accessory',
    unit: 'metre',
    characteristics: [
      [C.soldBy, perMetre],
      [C.material, t('aluminiu', 'aluminium', 'алюминий', 'alluminio')],
    ],
    accessories: [],
    variants: [
      {
        key: 'aluminium',
        title: t('53 mm', '53 mm', '53 мм', '53 mm'),
        price: 690,
        image: '/images/products/guide-rail.svg',
        characteristics: [[C.width, measure('53 mm')]],
      },
    ],
  },
  {
    key: 'sealing-gasket',
    category: 'handles-and-fittings',
    title: t('Garnitură de etanșare', 'Sealing gasket', 'Уплотнитель', 'Guarnizione di tenuta'),
    description: t(
      'Garnitură EPDM pentru ferestre și uși din PVC: înlocuiți-o la 7–10 ani și fereastra va ține din nou căldura. Se vinde la metru liniar.',
      'An EPDM gasket for PVC windows and doors: replace it every 7–10 years and the window holds the heat again. Sold by the linear metre.',
      'Уплотнитель EPDM для окон и дверей ПВХ: замените его раз в 7–10 лет, и окно снова будет держать тепло. Продаётся погонными метрами.',
      'Guarnizione in EPDM per finestre e porte in PVC: sostituitela ogni 7–10 anni e la finestra tornerà a trattenere il calore. Venduta al metro lineare.',
    ),
    deliveryClass: 'accessory',
    unit: 'metre',
    characteristics: [
      [C.soldBy, perMetre],
      [C.material, same('EPDM')],
      [C.colour, t('negru, gri', 'black, grey', 'чёрный, серый', 'nero, grigio')],
    ],
    accessories: [],
    variants: [
      {
        key: 'epdm',
        title: same('EPDM'),
        price: 190,
        image: '/images/products/seal.svg',
        characteristics: [],
      },
    ],
  },
  {
    key: 'trickle-vent',
    category: 'handles-and-fittings',
    title: t(
      'Aerator pentru fereastră',
      'Window trickle vent',
      'Приточный клапан',
      'Aeratore per finestra',
    ),
    description: t(
      'Aerator montat în cercevea care aduce aer proaspăt fără deschiderea ferestrei și previne condensul pe geam.',
      'A vent fitted in the sash that brings in fresh air without opening the window and prevents condensation on the glass.',
      'Клапан в створке обеспечивает приток свежего воздуха без открывания окна и предотвращает конденсат на стекле.',
      'Aeratore montato sull’anta che porta aria fresca senza aprire la finestra ed evita la condensa sul vetro.',
    ),
    deliveryClass: 'accessory',
    characteristics: [
      [C.material, same('PVC')],
      [C.colour, white],
    ],
    accessories: [],
    variants: [
      {
        key: 'standard',
        title: t('standard', 'standard', 'стандартный', 'standard'),
        price: 1490,
        image: '/images/products/trickle-vent.svg',
        characteristics: [],
      },
    ],
  },
  {
    key: 'insect-screen',
    category: 'insect-screens',
    title: t('Plasă contra insectelor', 'Insect screen', 'Москитная сетка', 'Zanzariera'),
    description: t(
      'Plasă din fibră de sticlă fabricată la dimensiunea ferestrei sau ușii. Ține insectele afară și lasă aerul să circule.',
      'A fibreglass screen made to the size of your window or door. Keeps insects out and lets air flow.',
      'Сетка из стекловолокна по размеру окна или двери. Не пускает насекомых и пропускает воздух.',
      'Zanzariera in fibra di vetro su misura per finestra o porta. Tiene fuori gli insetti e lascia circolare l’aria.',
    ),
    deliveryClass: 'accessory',
    characteristics: [
      [C.material, t('fibră de sticlă', 'fibreglass', 'стекловолокно', 'fibra di vetro')],
      [C.warranty, years(2)],
    ],
    accessories: [],
    variants: [
      {
        key: 'frame',
        title: t('pe ramă', 'framed', 'рамочная', 'a telaio'),
        price: 2490,
        image: '/images/products/insect-screen.svg',
        characteristics: [[C.size, measure('600 × 1200 mm')]],
      },
      {
        key: 'roller',
        title: t('rulabilă', 'roller', 'рулонная', 'a rullo'),
        price: 5900,
        image: '/images/products/insect-screen.svg',
        characteristics: [[C.size, measure('600 × 1200 mm')]],
      },
      {
        key: 'pleated',
        title: t(
          'plisată pentru ușă',
          'pleated for doors',
          'плиссе для двери',
          'plissettata per porta',
        ),
        price: 8900,
        image: '/images/products/insect-screen.svg',
        characteristics: [[C.size, measure('900 × 2100 mm')]],
      },
    ],
  },
  {
    key: 'tubular-motor',
    category: 'automation',
    title: t(
      'Motor tubular Somfy',
      'Somfy tubular motor',
      'Трубчатый мотор Somfy',
      'Motore tubolare Somfy',
    ),
    description: t(
      'Motor tubular pentru rulouri și copertine, cu receptor radio integrat și limitare electronică a cursei. Compatibil cu telecomenzile noastre.',
      'A tubular motor for roller shutters and awnings with a built-in radio receiver and electronic end limits. Works with our remotes.',
      'Трубчатый мотор для рольставен и маркиз со встроенным радиоприёмником и электронными конечными положениями. Совместим с нашими пультами.',
      'Motore tubolare per tapparelle e tende con ricevitore radio integrato e finecorsa elettronici. Compatibile con i nostri telecomandi.',
    ),
    deliveryClass: 'accessory',
    characteristics: [
      [C.drive, t('radio 433 MHz', '433 MHz radio', 'радио 433 МГц', 'radio 433 MHz')],
      [C.warranty, years(5)],
    ],
    accessories: ['remote-control-5-channel'],
    variants: [
      {
        key: 'standard',
        title: t('10 Nm', '10 Nm', '10 Н·м', '10 Nm'),
        price: 8900,
        image: '/images/products/motor.svg',
        characteristics: [],
      },
    ],
  },
  {
    key: 'remote-control',
    category: 'automation',
    title: t('Telecomandă', 'Remote control', 'Пульт управления', 'Telecomando'),
    description: t(
      'Telecomandă cu cinci canale pentru rulouri, copertine, porți și pergole. Comandați fiecare produs separat sau pe toate odată.',
      'A five-channel remote for roller shutters, awnings, gates and pergolas. Control each product separately or all at once.',
      'Пятиканальный пульт для рольставен, маркиз, ворот и пергол. Управляйте каждым изделием отдельно или всеми сразу.',
      'Telecomando a cinque canali per tapparelle, tende, cancelli e pergole. Comandate ogni prodotto singolarmente o tutti insieme.',
    ),
    deliveryClass: 'accessory',
    characteristics: [
      [C.drive, t('5 canale', '5 channels', '5 каналов', '5 canali')],
      [C.warranty, years(2)],
    ],
    accessories: [],
    variants: [
      {
        key: '5-channel',
        title: t('5 canale', '5 channels', '5 каналов', '5 canali'),
        price: 3900,
        image: '/images/products/remote.svg',
        characteristics: [],
      },
    ],
  },
  {
    key: 'gate-drive',
    category: 'automation',
    title: t(
      'Kit de automatizare pentru poartă',
      'Gate drive kit',
      'Комплект автоматики для ворот',
      'Kit di automazione per cancello',
    ),
    description: t(
      'Kit complet pentru porți batante sau culisante: motor, fotocelule, lampă de semnalizare și două telecomenzi. Montajul este făcut de echipa noastră.',
      'A complete kit for swing or sliding gates: motor, photocells, signal lamp and two remotes. Installed by our team.',
      'Полный комплект для распашных или откатных ворот: привод, фотоэлементы, сигнальная лампа и два пульта. Монтаж выполняет наша бригада.',
      'Kit completo per cancelli a battente o scorrevoli: motore, fotocellule, lampeggiante e due telecomandi. Installato dalla nostra squadra.',
    ),
    deliveryClass: 'accessory',
    characteristics: [
      [
        C.drive,
        t(
          'motor 230 V, fotocelule',
          '230 V motor, photocells',
          'привод 230 В, фотоэлементы',
          'motore 230 V, fotocellule',
        ),
      ],
      [C.warranty, years(3)],
    ],
    accessories: ['remote-control-5-channel'],
    variants: [
      {
        key: 'kit',
        title: t('complet', 'complete', 'полный', 'completo'),
        price: 39000,
        image: '/images/products/motor.svg',
        characteristics: [],
      },
    ],
  },
];
