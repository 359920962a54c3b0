import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { pick, type Localized } from '../localized';
import {
  branches,
  calculatorSeo,
  calculatorTypes,
  dealers,
  dynamicPages,
  pageContents,
  specialists,
  vacancies,
} from '../schema';
import { sanitizeLocalized } from '../../domain/rich-text';
import type { Locale } from '../../../lib/i18n/locales';
import { paragraphs, t } from './localized';

const hours = t(
  'Zilnic 8:30–19:30',
  'Every day 8:30–19:30',
  'Ежедневно 8:30–19:30',
  'Tutti i giorni 8:30–19:30',
);
const chisinau = t('Chișinău', 'Chișinău', 'Кишинёв', 'Chișinău');
const balti = t('Bălți', 'Bălți', 'Бельцы', 'Bălți');
const cahul = t('Cahul', 'Cahul', 'Кагул', 'Cahul');

const branchList = [
  {
    slug: 'chisinau-main',
    title: t(
      'Showroom și fabrică Chișinău',
      'Chișinău showroom and factory',
      'Шоурум и завод Кишинёв',
      'Showroom e fabbrica Chișinău',
    ),
    city: chisinau,
    address: t(
      'str. Uzinelor 21, Chișinău',
      '21 Uzinelor St, Chișinău',
      'ул. Узинелор 21, Кишинёв',
      'via Uzinelor 21, Chișinău',
    ),
    phones: ['+373 (22) 40-50-60', '+373 (690) 40-50-60'],
    email: 'chisinau@fereastra.md',
    latitude: 47.0165,
    longitude: 28.8945,
    image: '/images/scenes/workshop.svg',
    isMain: true,
  },
  {
    slug: 'chisinau-centre',
    title: t('Showroom Centru', 'City centre showroom', 'Шоурум Центр', 'Showroom Centro'),
    city: chisinau,
    address: t(
      'bd. Ștefan cel Mare 128, Chișinău',
      '128 Ștefan cel Mare Blvd, Chișinău',
      'бул. Штефан чел Маре 128, Кишинёв',
      'viale Ștefan cel Mare 128, Chișinău',
    ),
    phones: ['+373 (22) 40-50-61'],
    email: 'centru@fereastra.md',
    latitude: 47.0245,
    longitude: 28.8322,
    image: '/images/scenes/house.svg',
    isMain: false,
  },
  {
    slug: 'balti',
    title: t('Showroom Bălți', 'Bălți showroom', 'Шоурум Бельцы', 'Showroom Bălți'),
    city: balti,
    address: t(
      'str. Independenței 45, Bălți',
      '45 Independenței St, Bălți',
      'ул. Индепенденцей 45, Бельцы',
      'via Independenței 45, Bălți',
    ),
    phones: ['+373 (231) 6-20-20', '+373 (691) 62-02-02'],
    email: 'balti@fereastra.md',
    latitude: 47.7617,
    longitude: 27.9289,
    image: '/images/scenes/team.svg',
    isMain: false,
  },
  {
    slug: 'cahul',
    title: t('Showroom Cahul', 'Cahul showroom', 'Шоурум Кагул', 'Showroom Cahul'),
    city: cahul,
    address: t(
      'str. Republicii 12, Cahul',
      '12 Republicii St, Cahul',
      'ул. Република 12, Кагул',
      'via Republicii 12, Cahul',
    ),
    phones: ['+373 (299) 4-30-30'],
    email: 'cahul@fereastra.md',
    latitude: 45.9075,
    longitude: 28.1944,
    image: '/images/scenes/sun.svg',
    isMain: false,
  },
];

const dealerList = [
  {
    key: 'orhei-okna',
    name: 'Okna-Orhei SRL',
    city: t('Orhei', 'Orhei', 'Оргеев', 'Orhei'),
    address: t(
      'str. Vasile Mahu 88, Orhei',
      '88 Vasile Mahu St, Orhei',
      'ул. Василе Маху 88, Оргеев',
      'via Vasile Mahu 88, Orhei',
    ),
    phone: '+373 (235) 2-11-22',
    email: 'orhei@okna.md',
  },
  {
    key: 'ungheni-termoplast',
    name: 'Termoplast Ungheni',
    city: t('Ungheni', 'Ungheni', 'Унгены', 'Ungheni'),
    address: t(
      'str. Națională 5, Ungheni',
      '5 Națională St, Ungheni',
      'ул. Национала 5, Унгены',
      'via Națională 5, Ungheni',
    ),
    phone: '+373 (236) 2-33-44',
    email: 'info@termoplast.md',
  },
  {
    key: 'comrat-stroy',
    name: 'Stroy-Dom Comrat',
    city: t('Comrat', 'Comrat', 'Комрат', 'Comrat'),
    address: t(
      'str. Lenin 150, Comrat',
      '150 Lenin St, Comrat',
      'ул. Ленина 150, Комрат',
      'via Lenin 150, Comrat',
    ),
    phone: '+373 (298) 2-55-66',
    email: null,
  },
  {
    key: 'soroca-fereastra',
    name: 'Casa Soroca',
    city: t('Soroca', 'Soroca', 'Сороки', 'Soroca'),
    address: t(
      'str. Ștefan cel Mare 20, Soroca',
      '20 Ștefan cel Mare St, Soroca',
      'ул. Штефан чел Маре 20, Сороки',
      'via Ștefan cel Mare 20, Soroca',
    ),
    phone: '+373 (230) 2-77-88',
    email: 'soroca@casa.md',
  },
];

const vacancyList = [
  {
    slug: 'window-installer',
    title: t(
      'Montator ferestre și uși',
      'Window and door installer',
      'Монтажник окон и дверей',
      'Installatore di finestre e porte',
    ),
    city: chisinau,
    schedule: t(
      'Luni–sâmbătă, 8:00–17:00',
      'Monday–Saturday, 8:00–17:00',
      'Понедельник–суббота, 8:00–17:00',
      'Lunedì–sabato, 8:00–17:00',
    ),
    salary: t('de la 18 000 lei', 'from 18,000 MDL', 'от 18 000 леев', 'da 18 000 lei'),
    body: [
      t(
        'Montați ferestre, uși și rulouri la clienții noștri din Chișinău și suburbii, în echipă de doi.',
        'You install windows, doors and shutters for our customers in Chișinău and its suburbs, in a crew of two.',
        'Вы устанавливаете окна, двери и рольставни у наших клиентов в Кишинёве и пригородах в бригаде из двух человек.',
        'Installate finestre, porte e tapparelle presso i nostri clienti a Chișinău e dintorni, in squadra di due.',
      ),
      t(
        'Oferim instruire, scule profesionale, automobil de serviciu și salariu oficial.',
        'We offer training, professional tools, a company vehicle and an official salary.',
        'Мы предлагаем обучение, профессиональный инструмент, служебный автомобиль и официальную зарплату.',
        'Offriamo formazione, attrezzi professionali, un veicolo aziendale e contratto regolare.',
      ),
    ],
  },
  {
    slug: 'measurer',
    title: t(
      'Măsurător-consultant',
      'Measurer and consultant',
      'Замерщик-консультант',
      'Tecnico rilevatore e consulente',
    ),
    city: balti,
    schedule: t(
      'Zilnic, grafic flexibil',
      'Daily, flexible hours',
      'Ежедневно, гибкий график',
      'Tutti i giorni, orario flessibile',
    ),
    salary: t(
      'de la 15 000 lei + bonusuri',
      'from 15,000 MDL + bonuses',
      'от 15 000 леев + бонусы',
      'da 15 000 lei + premi',
    ),
    body: [
      t(
        'Vizitați clienții, faceți măsurătorile, prezentați mostrele și întocmiți oferta.',
        'You visit customers, take the measurements, present samples and prepare the quote.',
        'Вы выезжаете к клиентам, делаете замеры, показываете образцы и готовите предложение.',
        'Visitate i clienti, prendete le misure, presentate i campioni e preparate il preventivo.',
      ),
      t(
        'Cerem permis de conducere categoria B și atenție la detalii.',
        'A category B driving licence and an eye for detail are required.',
        'Требуются водительские права категории B и внимательность к деталям.',
        'Richiesti patente B e attenzione ai dettagli.',
      ),
    ],
  },
  {
    slug: 'pvc-production-operator',
    title: t(
      'Operator linie producție PVC',
      'PVC production line operator',
      'Оператор линии производства ПВХ',
      'Operatore di linea produzione PVC',
    ),
    city: chisinau,
    schedule: t(
      'Două ture, luni–vineri',
      'Two shifts, Monday–Friday',
      'Две смены, понедельник–пятница',
      'Due turni, lunedì–venerdì',
    ),
    salary: t('de la 14 000 lei', 'from 14,000 MDL', 'от 14 000 леев', 'da 14 000 lei'),
    body: [
      t(
        'Lucrați la centrele CNC și la linia de sudură în fabrica noastră din Chișinău.',
        'You work on the CNC centres and welding line in our Chișinău factory.',
        'Вы работаете на станках с ЧПУ и сварочной линии на нашем заводе в Кишинёве.',
        'Lavorate ai centri CNC e alla linea di saldatura nella nostra fabbrica di Chișinău.',
      ),
      t(
        'Vă învățăm tot ce trebuie; experiența în producție este un avantaj.',
        'We teach you everything you need; production experience is a plus.',
        'Мы всему научим; опыт на производстве будет преимуществом.',
        'Vi insegniamo tutto; l’esperienza in produzione è un vantaggio.',
      ),
    ],
  },
];

const cities: Record<string, Localized> = {
  chisinau,
  balti,
  cahul,
  orhei: t('Orhei', 'Orhei', 'Оргеев', 'Orhei'),
  ungheni: t('Ungheni', 'Ungheni', 'Унгены', 'Ungheni'),
};
const installer = t(
  'Montator ferestre și uși',
  'Window and door installer',
  'Монтажник окон и дверей',
  'Installatore di finestre e porte',
);
const measurer = t('Măsurător', 'Measurer', 'Замерщик', 'Tecnico rilevatore');
const automation = t(
  'Montator porți și automatizări',
  'Gate and automation installer',
  'Монтажник ворот и автоматики',
  'Installatore di cancelli e automazioni',
);
const priceNames = {
  window: t('Montaj fereastră', 'Window installation', 'Монтаж окна', 'Posa di una finestra'),
  door: t('Montaj ușă', 'Door installation', 'Монтаж двери', 'Posa di una porta'),
  measure: t('Măsurare', 'Measuring', 'Замер', 'Rilievo'),
  gate: t('Montaj poartă', 'Gate installation', 'Монтаж ворот', 'Posa di un cancello'),
};
const mobile = t('Mobil', 'Mobile', 'Мобильный', 'Cellulare');
const specialistList = [
  ['ac', 'Alexandru Cebotari', 'chisinau', installer, 50, 4500, 312, '+373 (691) 112-23'],
  ['ir', 'Irina Rotaru', 'chisinau', measurer, 50, 0, 540, '+373 (692) 223-34'],
  ['vm', 'Victor Moraru', 'chisinau', automation, 45, 9000, 188, '+373 (693) 334-45'],
  ['dp', 'Dumitru Popa', 'chisinau', installer, 40, 4000, 97, '+373 (694) 445-56'],
  ['sb', 'Sergiu Bodrug', 'balti', installer, 45, 4000, 205, '+373 (695) 556-67'],
  ['nl', 'Natalia Lupu', 'balti', measurer, 50, 0, 330, '+373 (696) 667-78'],
  ['mt', 'Mihai Turcanu', 'cahul', installer, 45, 3800, 150, '+373 (697) 778-89'],
  ['og', 'Oleg Grosu', 'cahul', automation, 40, 8500, 64, '+373 (698) 889-90'],
  ['eg', 'Eugen Guțu', 'orhei', installer, 35, 3500, 58, '+373 (699) 990-01'],
  ['rc', 'Radu Ceban', 'ungheni', installer, 45, 3700, 121, '+373 (781) 102-03'],
] as const;

const pageList: {
  pageType: string;
  slug: Record<string, string>;
  title: Localized;
  description: Localized;
  body: Localized[];
  image: string | null;
  indexing?: boolean;
}[] = [
  {
    pageType: 'index',
    slug: { ro: 'ro', en: 'en', ru: 'ru', it: 'it' },
    title: t(
      'Ferestre, uși și porți în Moldova',
      'Windows, doors and gates in Moldova',
      'Окна, двери и ворота в Молдове',
      'Finestre, porte e cancelli in Moldavia',
    ),
    description: t(
      'Producător din 2011: ferestre PVC, aluminiu și lemn, uși, porți, rulouri și copertine, cu montaj.',
      'A manufacturer since 2011: PVC, aluminium and wood windows, doors, gates, shutters and awnings, installed.',
      'Производитель с 2011 года: окна ПВХ, алюминий и дерево, двери, ворота, рольставни и маркизы с монтажом.',
      'Produttore dal 2011: finestre in PVC, alluminio e legno, porte, cancelli, tapparelle e tende, con posa.',
    ),
    body: [],
    image: '/images/scenes/house.svg',
  },
  {
    pageType: 'about',
    slug: { ro: 'despre-noi', en: 'about', ru: 'o-nas', it: 'about' },
    title: t('Despre noi', 'About us', 'О нас', 'Chi siamo'),
    description: t(
      'Peste 14 ani de experiență, fabrică proprie și echipe de montaj proprii.',
      'More than 14 years of experience, our own factory and installation crews.',
      'Более 14 лет опыта, собственный завод и монтажные бригады.',
      'Oltre 14 anni di esperienza, fabbrica e squadre di posa proprie.',
    ),
    body: [
      t(
        'Fereastra Moldovei a fost fondată în 2011 la Chișinău. Astăzi producem ferestre, uși, porți și sisteme de umbrire pentru clienți din toată Moldova.',
        'Fereastra Moldovei was founded in 2011 in Chișinău. Today we make windows, doors, gates and shading systems for customers all over Moldova.',
        'Fereastra Moldovei основана в 2011 году в Кишинёве. Сегодня мы производим окна, двери, ворота и солнцезащитные системы для клиентов по всей Молдове.',
        'Fereastra Moldovei è nata nel 2011 a Chișinău. Oggi produciamo finestre, porte, cancelli e sistemi oscuranti per clienti in tutta la Moldavia.',
      ),
      t(
        'Ferestrele noastre păstrează până la 94% din căldură și blochează până la 85% din radiația solară.',
        'Our windows retain up to 94% of heat and block up to 85% of solar radiation.',
        'Наши окна сохраняют до 94% тепла и блокируют до 85% солнечного излучения.',
        'Le nostre finestre trattengono fino al 94% del calore e bloccano fino all’85% della radiazione solare.',
      ),
    ],
    image: '/images/scenes/workshop.svg',
  },
  {
    pageType: 'contacts',
    slug: { ro: 'contacte', en: 'contacts', ru: 'kontakty', it: 'contacts' },
    title: t('Contacte', 'Contacts', 'Контакты', 'Contatti'),
    description: t(
      'Showroom-uri în Chișinău, Bălți și Cahul, deschise zilnic 8:30–19:30.',
      'Showrooms in Chișinău, Bălți and Cahul, open daily 8:30–19:30.',
      'Шоурумы в Кишинёве, Бельцах и Кагуле, ежедневно 8:30–19:30.',
      'Showroom a Chișinău, Bălți e Cahul, aperti tutti i giorni 8:30–19:30.',
    ),
    body: [
      t(
        'Sunați-ne, scrieți-ne sau veniți în showroom: vă ajutăm să alegeți și calculăm prețul pe loc.',
        'Call, write or visit a showroom: we help you choose and price the job on the spot.',
        'Звоните, пишите или приходите в шоурум: поможем выбрать и сразу рассчитаем цену.',
        'Chiamateci, scriveteci o venite in showroom: vi aiutiamo a scegliere e calcoliamo subito il prezzo.',
      ),
    ],
    image: null,
  },
  {
    pageType: 'works',
    slug: { ro: 'lucrari', en: 'works', ru: 'raboty', it: 'works' },
    title: t('Lucrările noastre', 'Our works', 'Наши работы', 'I nostri lavori'),
    description: t(
      'Proiecte finalizate în toată Moldova.',
      'Completed projects all over Moldova.',
      'Завершённые проекты по всей Молдове.',
      'Progetti completati in tutta la Moldavia.',
    ),
    body: [],
    image: '/images/scenes/house.svg',
  },
  {
    pageType: 'dealers',
    slug: { ro: 'dealeri', en: 'dealers', ru: 'dilery', it: 'dealers' },
    title: t('Dealeri', 'Dealers', 'Дилеры', 'Rivenditori'),
    description: t(
      'Parteneri autorizați în orașele Moldovei.',
      'Authorised partners in Moldovan towns.',
      'Авторизованные партнёры в городах Молдовы.',
      'Partner autorizzati nelle città moldave.',
    ),
    body: [
      t(
        'Dealerii noștri oferă aceleași prețuri și aceeași garanție ca showroom-urile proprii.',
        'Our dealers offer the same prices and warranty as our own showrooms.',
        'Наши дилеры предлагают те же цены и гарантию, что и наши шоурумы.',
        'I nostri rivenditori offrono gli stessi prezzi e la stessa garanzia dei nostri showroom.',
      ),
    ],
    image: null,
  },
  {
    pageType: 'promos',
    slug: { ro: 'promotii', en: 'promos', ru: 'aktsii', it: 'promos' },
    title: t('Promoții', 'Promotions', 'Акции', 'Promozioni'),
    description: t(
      'Oferte actuale la ferestre, uși, porți și copertine.',
      'Current offers on windows, doors, gates and awnings.',
      'Актуальные предложения на окна, двери, ворота и маркизы.',
      'Offerte in corso su finestre, porte, cancelli e tende.',
    ),
    body: [],
    image: null,
  },
  {
    pageType: 'vacancies',
    slug: { ro: 'posturi-vacante', en: 'vacancies', ru: 'vakansii', it: 'vacancies' },
    title: t('Posturi vacante', 'Vacancies', 'Вакансии', 'Posizioni aperte'),
    description: t(
      'Alăturați-vă echipei Fereastra Moldovei.',
      'Join the Fereastra Moldovei team.',
      'Присоединяйтесь к команде Fereastra Moldovei.',
      'Unisciti al team di Fereastra Moldovei.',
    ),
    body: [
      t(
        'Trimiteți CV-ul în format PDF, DOC sau DOCX; vă răspundem în cel mult trei zile lucrătoare.',
        'Send your CV as PDF, DOC or DOCX; we reply within three working days.',
        'Отправьте резюме в формате PDF, DOC или DOCX; ответим в течение трёх рабочих дней.',
        'Inviate il CV in PDF, DOC o DOCX; rispondiamo entro tre giorni lavorativi.',
      ),
    ],
    image: '/images/scenes/team.svg',
  },
  {
    pageType: 'articles',
    slug: { ro: 'blog', en: 'blog', ru: 'blog', it: 'blog' },
    title: t('Blog', 'Blog', 'Блог', 'Blog'),
    description: t(
      'Sfaturi, tehnologii și noutăți despre ferestre și uși.',
      'Advice, technology and news about windows and doors.',
      'Советы, технологии и новости об окнах и дверях.',
      'Consigli, tecnologie e novità su finestre e porte.',
    ),
    body: [],
    image: null,
  },
  {
    pageType: 'colors',
    slug: { ro: 'culori', en: 'colors', ru: 'tsveta', it: 'colori' },
    title: t('Culori și decoruri', 'Colours and finishes', 'Цвета и декоры', 'Colori e finiture'),
    description: t(
      'Alb, imitație lemn și orice culoare RAL.',
      'White, wood effects and any RAL colour.',
      'Белый, декоры под дерево и любой цвет RAL.',
      'Bianco, effetto legno e qualsiasi colore RAL.',
    ),
    body: [
      t(
        'Profilele PVC se livrează în alb sau laminate cu folie decorativă; aluminiul se vopsește în orice culoare RAL.',
        'PVC profiles come in white or laminated with a decorative foil; aluminium is painted in any RAL colour.',
        'Профили ПВХ поставляются белыми или ламинированными декоративной плёнкой; алюминий окрашивается в любой цвет RAL.',
        'I profili in PVC sono bianchi o pellicolati; l’alluminio è verniciato in qualsiasi colore RAL.',
      ),
    ],
    image: '/images/products/window-wood-2.svg',
  },
  {
    pageType: 'search',
    slug: { ro: 'cautare', en: 'search', ru: 'poisk', it: 'cerca' },
    title: t('Căutare', 'Search', 'Поиск', 'Cerca'),
    description: t(
      'Căutați produse, categorii și articole.',
      'Search products, categories and articles.',
      'Ищите товары, категории и статьи.',
      'Cercate prodotti, categorie e articoli.',
    ),
    body: [],
    image: null,
    indexing: false,
  },
  {
    pageType: 'cart',
    slug: { ro: 'cos', en: 'cart', ru: 'korzina', it: 'cart' },
    title: t('Coș', 'Cart', 'Корзина', 'Carrello'),
    description: t(
      'Produsele alese și comanda.',
      'Your chosen products and order.',
      'Выбранные товары и оформление заказа.',
      'I prodotti scelti e l’ordine.',
    ),
    body: [],
    image: null,
    indexing: false,
  },
  {
    pageType: 'calculators',
    slug: { ro: 'calculators', en: 'calculators', ru: 'calculators', it: 'calculators' },
    title: t(
      'Calculatoare de preț',
      'Price calculators',
      'Калькуляторы цены',
      'Calcolatori di prezzo',
    ),
    description: t(
      'Configurați produsul și aflați prețul imediat.',
      'Configure your product and see the price at once.',
      'Настройте изделие и сразу узнайте цену.',
      'Configurate il prodotto e vedete subito il prezzo.',
    ),
    body: [],
    image: null,
    indexing: false,
  },
];

const dynamicList = [
  {
    slug: 'credit',
    title: t('Cumpărați în rate', 'Buy in instalments', 'Покупка в рассрочку', 'Acquista a rate'),
    description: t(
      'Până la 12 rate fără dobândă.',
      'Up to 12 interest-free instalments.',
      'До 12 платежей без процентов.',
      'Fino a 12 rate a tasso zero.',
    ),
    body: [
      t(
        'Lucrăm cu băncile partenere pentru rate de 3, 6 sau 12 luni fără dobândă. Aveți nevoie doar de buletin; decizia vine în 30 de minute.',
        'We work with partner banks for 3, 6 or 12-month interest-free instalments. You only need your ID card; the decision comes within 30 minutes.',
        'Мы работаем с банками-партнёрами: рассрочка на 3, 6 или 12 месяцев без процентов. Нужен только паспорт; решение — за 30 минут.',
        'Collaboriamo con banche partner per rate a 3, 6 o 12 mesi a tasso zero. Serve solo la carta d’identità; la risposta arriva in 30 minuti.',
      ),
    ],
  },
  {
    slug: 'installation',
    title: t(
      'Montaj profesionist',
      'Professional installation',
      'Профессиональный монтаж',
      'Posa professionale',
    ),
    description: t(
      'Montaj în trei straturi conform standardului RAL.',
      'Three-layer installation to the RAL standard.',
      'Трёхслойный монтаж по стандарту RAL.',
      'Posa a tre strati secondo lo standard RAL.',
    ),
    body: [
      t(
        'Folosim bandă de etanșare interioară, spumă poliuretanică și membrană exterioară difuzivă, astfel încât îmbinarea să nu ude și să nu înghețe.',
        'We use an inner sealing tape, polyurethane foam and a breathable outer membrane so the joint never gets wet or freezes.',
        'Мы используем внутреннюю пароизоляционную ленту, монтажную пену и наружную диффузионную мембрану, чтобы шов не намокал и не промерзал.',
        'Usiamo nastro di tenuta interno, schiuma poliuretanica e membrana esterna traspirante, così il giunto non si bagna e non gela.',
      ),
    ],
  },
  {
    slug: 'service-and-repair',
    title: t(
      'Service și reparații',
      'Service and repair',
      'Сервис и ремонт',
      'Assistenza e riparazioni',
    ),
    description: t(
      'Reglaje, garnituri și geamuri noi pentru ferestre vechi.',
      'Adjustment, gaskets and new glass for old windows.',
      'Регулировка, уплотнители и новые стеклопакеты для старых окон.',
      'Regolazioni, guarnizioni e vetri nuovi per vecchie finestre.',
    ),
    body: [
      t(
        'Reparăm ferestre și uși de orice producător. Un meșter vine în 1–3 zile lucrătoare.',
        'We repair windows and doors of any make. A technician comes within 1–3 working days.',
        'Ремонтируем окна и двери любых производителей. Мастер приедет за 1–3 рабочих дня.',
        'Ripariamo finestre e porte di qualsiasi marca. Un tecnico arriva in 1–3 giorni lavorativi.',
      ),
    ],
  },
];

const calculatorTexts: [number, Localized, Localized][] = [
  [
    1,
    t('Calculator ferestre', 'Window calculator', 'Калькулятор окон', 'Calcolatore finestre'),
    t(
      'Alegeți materialul, profilul, culoarea, forma și tipul de deschidere: prețul se actualizează la fiecare pas.',
      'Choose material, profile, colour, shape and opening type: the price updates at every step.',
      'Выберите материал, профиль, цвет, форму и тип открывания — цена обновляется на каждом шаге.',
      'Scegliete materiale, profilo, colore, forma e apertura: il prezzo si aggiorna a ogni passo.',
    ),
  ],
  [
    6,
    t('Calculator uși', 'Door calculator', 'Калькулятор дверей', 'Calcolatore porte'),
    t(
      'Configurați ușa de intrare sau de balcon și aflați prețul cu montaj.',
      'Configure your entrance or balcony door and see the installed price.',
      'Настройте входную или балконную дверь и узнайте цену с монтажом.',
      'Configurate la porta d’ingresso o la porta finestra e vedete il prezzo con posa.',
    ),
  ],
  [
    7,
    t(
      'Calculator rulouri',
      'Roller shutter calculator',
      'Калькулятор рольставен',
      'Calcolatore tapparelle',
    ),
    t(
      'Introduceți dimensiunile golului și alegeți lamela și acționarea.',
      'Enter the opening size and choose the slat and operation.',
      'Введите размеры проёма и выберите ламель и привод.',
      'Inserite le misure del vano e scegliete stecca e azionamento.',
    ),
  ],
  [
    8,
    t('Calculator porți', 'Gate calculator', 'Калькулятор ворот', 'Calcolatore cancelli'),
    t(
      'Porți secționale, batante sau culisante, cu sau fără automatizare.',
      'Sectional, swing or sliding gates, with or without automation.',
      'Секционные, распашные или откатные ворота, с автоматикой или без.',
      'Cancelli sezionali, a battente o scorrevoli, con o senza automazione.',
    ),
  ],
  [
    9,
    t(
      'Calculator copertine',
      'Awning calculator',
      'Калькулятор маркиз',
      'Calcolatore tende da sole',
    ),
    t(
      'Alegeți lățimea, consola și țesătura copertinei.',
      'Choose the width, projection and fabric of your awning.',
      'Выберите ширину, вылет и ткань маркизы.',
      'Scegliete larghezza, sporgenza e tessuto della tenda.',
    ),
  ],
];

const priceSuffix = t(
  ' — calculați prețul online',
  ' — calculate the price online',
  ' — рассчитайте цену онлайн',
  ' — calcolate il prezzo online',
);
const typeLead = t(
  'Alegeți dimensiunile și opțiunile, vedeți prețul și schița pe loc.',
  'Choose the size and options and see the price and the drawing at once.',
  'Выберите размеры и опции: цена и эскиз обновляются сразу.',
  'Scegliete misure e opzioni: prezzo e disegno si aggiornano subito.',
);
const withSuffix = (title: Localized): Localized => ({
  ro: title.ro + priceSuffix.ro,
  en: (title.en ?? title.ro) + priceSuffix.en,
  ru: (title.ru ?? title.ro) + priceSuffix.ru,
  it: (title.it ?? title.ro) + priceSuffix.it,
});

export async function seedCompany(db: Db) {
  await db
    .insert(branches)
    .values(branchList.map((branch, position) => ({ ...branch, hours, position })))
    .onConflictDoNothing();
  await db
    .insert(dealers)
    .values(dealerList.map((dealer, position) => ({ ...dealer, position })))
    .onConflictDoNothing();
  await db
    .insert(vacancies)
    .values(
      vacancyList.map((vacancy, position) => ({
        ...vacancy,
        body: sanitizeLocalized(paragraphs(...vacancy.body)),
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(specialists)
    .values(
      specialistList.map(
        ([key, name, cityKey, specialty, ratingTenths, price, checks, phone], position) => ({
          key,
          name,
          photo: `/images/specialists/${key}.svg`,
          cityKey,
          city: cities[cityKey]!,
          ratingTenths,
          price,
          checks,
          specialty,
          prices: price
            ? [
                {
                  name: specialty === automation ? priceNames.gate : priceNames.window,
                  value: price,
                },
                { name: priceNames.door, value: price + 2000 },
              ]
            : [{ name: priceNames.measure, value: 0 }],
          phones: [{ name: mobile, value: phone }],
          email: `${key}@fereastra.md`,
          position,
        }),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(pageContents)
    .values(
      pageList.map((page) => ({
        pageType: page.pageType,
        slug: page.slug,
        title: page.title,
        description: page.description,
        body: sanitizeLocalized(page.body.length ? paragraphs(...page.body) : t('', '', '', '')),
        metaTitle: page.title,
        metaDescription: page.description,
        image: page.image,
        indexing: page.indexing ?? true,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(dynamicPages)
    .values(
      dynamicList.map((page, position) => ({
        slug: page.slug,
        title: page.title,
        description: page.description,
        body: sanitizeLocalized(paragraphs(...page.body)),
        image: null,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(calculatorSeo)
    .values([
      ...calculatorTexts.map(([refId, title, text]) => ({
        kind: 'calculator' as const,
        refId,
        title,
        body: sanitizeLocalized(paragraphs(text)),
        metaTitle: withSuffix(title),
        metaDescription: text,
      })),
    ])
    .onConflictDoNothing();
  // Each configurator type's page names that type (its product's own name), not a neighbour's: the
  // rows follow the seeded types, and a second seed corrects rows written by an older one.
  const types = await db
    .select({ id: calculatorTypes.id, product: calculatorTypes.product })
    .from(calculatorTypes);
  if (types.length === 0) return;
  await db
    .insert(calculatorSeo)
    .values(
      types.map(({ id, product }) => {
        const sentence = (locale: Locale) =>
          `${pick(product.name, locale)}. ${pick(typeLead, locale)}`;
        const lead = t(sentence('ro'), sentence('en'), sentence('ru'), sentence('it'));
        return {
          kind: 'calculator_type' as const,
          refId: id,
          title: product.name,
          body: sanitizeLocalized(paragraphs(lead)),
          metaTitle: withSuffix(product.name),
          metaDescription: lead,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [calculatorSeo.kind, calculatorSeo.refId],
      set: {
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        metaTitle: sql`excluded.meta_title`,
        metaDescription: sql`excluded.meta_description`,
      },
    });
}
