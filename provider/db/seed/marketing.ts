import type { Db } from '../client';
import {
  achievements,
  banners,
  faqs,
  homeItems,
  partners,
  promos,
  reviews,
  works,
} from '../schema';
import { sanitizeLocalized } from '../../domain/rich-text';
import { paragraphs, t } from './localized';

const promoList = [
  {
    slug: 'spring-windows-15',
    title: t(
      '-15% la ferestrele Premium 82',
      '15% off Premium 82 windows',
      '-15% на окна Premium 82',
      '-15% sulle finestre Premium 82',
    ),
    excerpt: t(
      'Geam triplu cu control solar la preț de geam dublu.',
      'Solar-control triple glazing for the price of double.',
      'Тройной солнцезащитный стеклопакет по цене двойного.',
      'Triplo vetro a controllo solare al prezzo del doppio.',
    ),
    body: [
      t(
        'Reducerea se aplică tuturor ferestrelor Premium 82 comandate până la sfârșitul lunii. Măsurarea este gratuită.',
        'The discount applies to every Premium 82 window ordered by the end of the month. Measuring is free.',
        'Скидка действует на все окна Premium 82, заказанные до конца месяца. Замер бесплатный.',
        'Lo sconto vale per tutte le finestre Premium 82 ordinate entro fine mese. Il rilievo è gratuito.',
      ),
    ],
    image: '/images/products/window-pvc-3.svg',
    discountPercent: 15,
  },
  {
    slug: 'free-insect-screens',
    title: t(
      'Plase contra insectelor cadou',
      'Free insect screens',
      'Москитные сетки в подарок',
      'Zanzariere in omaggio',
    ),
    excerpt: t(
      'La fiecare fereastră comandată, plasa pe ramă e din partea noastră.',
      'With every window you order, the framed screen is on us.',
      'К каждому заказанному окну — рамочная сетка в подарок.',
      'Con ogni finestra ordinata, la zanzariera a telaio è in omaggio.',
    ),
    body: [
      t(
        'Oferta este valabilă pentru ferestrele Classic, Comfort și Premium, în limita stocului.',
        'The offer is valid for Classic, Comfort and Premium windows while stocks last.',
        'Предложение действует для окон Classic, Comfort и Premium до исчерпания запасов.',
        'L’offerta vale per le finestre Classic, Comfort e Premium fino a esaurimento scorte.',
      ),
    ],
    image: '/images/products/insect-screen.svg',
    discountPercent: null,
  },
  {
    slug: 'garage-door-motor',
    title: t(
      'Motor inclus la porțile secționale',
      'Motor included with sectional doors',
      'Мотор в комплекте с секционными воротами',
      'Motore incluso nei portoni sezionali',
    ),
    excerpt: t(
      'Automatizare și două telecomenzi fără cost suplimentar.',
      'Automation and two remotes at no extra cost.',
      'Автоматика и два пульта без доплаты.',
      'Automazione e due telecomandi senza costi aggiuntivi.',
    ),
    body: [
      t(
        'Comandați o poartă secțională și primiți motorul și montajul automatizării gratuit.',
        'Order a sectional door and get the motor and its installation free.',
        'Закажите секционные ворота и получите мотор и его монтаж бесплатно.',
        'Ordinate un portone sezionale e ricevete motore e installazione gratis.',
      ),
    ],
    image: '/images/products/gate-sectional.svg',
    discountPercent: null,
  },
  {
    slug: 'awnings-summer-10',
    title: t(
      '-10% la copertine înainte de vară',
      '10% off awnings before summer',
      '-10% на маркизы до лета',
      '-10% sulle tende prima dell’estate',
    ),
    excerpt: t(
      'Pregătiți terasa din timp și economisiți.',
      'Get your terrace ready early and save.',
      'Подготовьте террасу заранее и сэкономьте.',
      'Preparate la terrazza in anticipo e risparmiate.',
    ),
    body: [
      t(
        'Reducerea se aplică copertinelor cu brațe articulate și celor cu casetă.',
        'The discount applies to folding arm and cassette awnings.',
        'Скидка распространяется на локтевые и кассетные маркизы.',
        'Lo sconto vale per tende a bracci e a cassonetto.',
      ),
    ],
    image: '/images/products/awning-cassette.svg',
    discountPercent: 10,
  },
];

const bannerList = [
  {
    key: 'hero-windows',
    kind: 'hero' as const,
    title: t(
      'Ferestre care păstrează până la 94% din căldură',
      'Windows that keep up to 94% of the heat',
      'Окна, которые сохраняют до 94% тепла',
      'Finestre che trattengono fino al 94% del calore',
    ),
    description: t(
      'Fabricate în Moldova din 2011, cu montaj și garanție.',
      'Made in Moldova since 2011, with installation and warranty.',
      'Производим в Молдове с 2011 года, с монтажом и гарантией.',
      'Prodotte in Moldavia dal 2011, con posa e garanzia.',
    ),
    image: '/images/scenes/house.svg',
    alt: t(
      'Casă cu ferestre noi',
      'House with new windows',
      'Дом с новыми окнами',
      'Casa con finestre nuove',
    ),
    buttonType: 'custom_link' as const,
    buttonTitle: t(
      'Calculează prețul',
      'Calculate the price',
      'Рассчитать цену',
      'Calcola il prezzo',
    ),
    buttonHref: '/calculators',
  },
  {
    key: 'hero-sun',
    kind: 'hero' as const,
    title: t(
      'Blochează până la 85% din radiația solară',
      'Block up to 85% of solar radiation',
      'Блокируйте до 85% солнечного излучения',
      'Blocca fino all’85% della radiazione solare',
    ),
    description: t(
      'Geam cu control solar, rulouri și copertine pentru veri răcoroase.',
      'Solar-control glass, shutters and awnings for cool summers.',
      'Солнцезащитное стекло, рольставни и маркизы для прохладного лета.',
      'Vetri a controllo solare, tapparelle e tende per estati fresche.',
    ),
    image: '/images/scenes/sun.svg',
    alt: t('Casă în soare', 'House in the sun', 'Дом на солнце', 'Casa al sole'),
    buttonType: 'call_request' as const,
    buttonTitle: t('Sună-mă', 'Call me back', 'Перезвоните мне', 'Richiamatemi'),
    buttonHref: null,
  },
  {
    key: 'hero-gates',
    kind: 'hero' as const,
    title: t(
      'Porți automate pentru casa ta',
      'Automatic gates for your home',
      'Автоматические ворота для вашего дома',
      'Cancelli automatici per la tua casa',
    ),
    description: t(
      'Secționale, batante și culisante, cu motor și telecomandă.',
      'Sectional, swing and sliding, with motor and remote.',
      'Секционные, распашные и откатные, с мотором и пультом.',
      'Sezionali, a battente e scorrevoli, con motore e telecomando.',
    ),
    image: '/images/products/gate-sliding.svg',
    alt: t('Poartă culisantă', 'Sliding gate', 'Откатные ворота', 'Cancello scorrevole'),
    buttonType: 'custom_link' as const,
    buttonTitle: t('Vezi porțile', 'See gates', 'Смотреть ворота', 'Vedi i cancelli'),
    buttonHref: '/gates',
  },
  {
    key: 'offer-measure',
    kind: 'offer' as const,
    title: t(
      'Măsurare gratuită în 24 de ore',
      'Free measuring within 24 hours',
      'Бесплатный замер за 24 часа',
      'Rilievo gratuito entro 24 ore',
    ),
    description: t(
      'Specialistul vine cu mostre și calculează prețul pe loc.',
      'The specialist brings samples and prices the job on the spot.',
      'Специалист привезёт образцы и рассчитает цену на месте.',
      'Il tecnico porta i campioni e calcola il prezzo sul posto.',
    ),
    image: '/images/scenes/measure.svg',
    alt: t(
      'Măsurarea unei ferestre',
      'Measuring a window',
      'Замер окна',
      'Rilievo di una finestra',
    ),
    buttonType: 'call_request' as const,
    buttonTitle: t(
      'Programează măsurarea',
      'Book measuring',
      'Записаться на замер',
      'Prenota il rilievo',
    ),
    buttonHref: null,
  },
  {
    key: 'discount-season',
    kind: 'discount' as const,
    title: t(
      'Reduceri de sezon până la 15%',
      'Seasonal discounts up to 15%',
      'Сезонные скидки до 15%',
      'Sconti di stagione fino al 15%',
    ),
    description: t(
      'La ferestre, rulouri și copertine comandate luna aceasta.',
      'On windows, shutters and awnings ordered this month.',
      'На окна, рольставни и маркизы, заказанные в этом месяце.',
      'Su finestre, tapparelle e tende ordinate questo mese.',
    ),
    image: '/images/products/window-pvc-2.svg',
    alt: t('Fereastră PVC', 'PVC window', 'Окно ПВХ', 'Finestra in PVC'),
    buttonType: 'custom_link' as const,
    buttonTitle: t('Vezi promoțiile', 'See promotions', 'Смотреть акции', 'Vedi le promozioni'),
    buttonHref: '/promos',
  },
  {
    key: 'service-installation',
    kind: 'service' as const,
    title: t(
      'Montaj profesionist',
      'Professional installation',
      'Профессиональный монтаж',
      'Posa professionale',
    ),
    description: t(
      'Echipe proprii, montaj conform standardului RAL, garanție 5 ani.',
      'Our own crews, RAL-standard installation, 5-year warranty.',
      'Собственные бригады, монтаж по стандарту RAL, гарантия 5 лет.',
      'Squadre nostre, posa secondo lo standard RAL, garanzia 5 anni.',
    ),
    image: '/images/scenes/team.svg',
    alt: t('Echipa de montaj', 'Installation crew', 'Монтажная бригада', 'Squadra di posa'),
    buttonType: 'call_request' as const,
    buttonTitle: t(
      'Cere ofertă',
      'Ask for a quote',
      'Запросить предложение',
      'Richiedi un preventivo',
    ),
    buttonHref: null,
  },
  {
    key: 'service-repair',
    kind: 'service' as const,
    title: t(
      'Reparații și reglaje',
      'Repairs and adjustment',
      'Ремонт и регулировка',
      'Riparazioni e regolazioni',
    ),
    description: t(
      'Reglăm feroneria, schimbăm garniturile și geamurile.',
      'We adjust hardware and replace gaskets and glass.',
      'Регулируем фурнитуру, меняем уплотнители и стеклопакеты.',
      'Regoliamo la ferramenta, sostituiamo guarnizioni e vetri.',
    ),
    image: '/images/products/handle.svg',
    alt: t('Mâner de fereastră', 'Window handle', 'Оконная ручка', 'Maniglia per finestra'),
    buttonType: 'call_request' as const,
    buttonTitle: t('Cheamă un meșter', 'Call a technician', 'Вызвать мастера', 'Chiama un tecnico'),
    buttonHref: null,
  },
  {
    key: 'service-credit',
    kind: 'service' as const,
    title: t(
      'Rate fără dobândă',
      'Interest-free instalments',
      'Рассрочка без процентов',
      'Rate a tasso zero',
    ),
    description: t(
      'Plătiți în până la 12 rate prin băncile partenere.',
      'Pay in up to 12 instalments through partner banks.',
      'Оплата до 12 платежей через банки-партнёры.',
      'Pagate fino a 12 rate con le banche partner.',
    ),
    image: '/images/scenes/house.svg',
    alt: t('Casă', 'House', 'Дом', 'Casa'),
    buttonType: 'custom_link' as const,
    buttonTitle: t('Detalii', 'Details', 'Подробнее', 'Dettagli'),
    buttonHref: '/credit',
  },
  {
    key: 'cooperation-dealers',
    kind: 'cooperation' as const,
    title: t('Deveniți dealer', 'Become a dealer', 'Станьте дилером', 'Diventa rivenditore'),
    description: t(
      'Prețuri de producător, mostre și instruire pentru echipa dumneavoastră.',
      'Factory prices, samples and training for your team.',
      'Цены производителя, образцы и обучение для вашей команды.',
      'Prezzi di fabbrica, campionari e formazione per il tuo team.',
    ),
    image: '/images/scenes/workshop.svg',
    alt: t('Fabrica', 'Factory', 'Завод', 'Fabbrica'),
    buttonType: 'call_request' as const,
    buttonTitle: t('Contactați-ne', 'Contact us', 'Свяжитесь с нами', 'Contattaci'),
    buttonHref: null,
  },
  {
    key: 'cooperation-builders',
    kind: 'cooperation' as const,
    title: t(
      'Pentru constructori și arhitecți',
      'For builders and architects',
      'Для строителей и архитекторов',
      'Per costruttori e architetti',
    ),
    description: t(
      'Proiecte la cheie pentru blocuri și clădiri de birouri.',
      'Turnkey projects for apartment and office buildings.',
      'Проекты под ключ для жилых и офисных зданий.',
      'Progetti chiavi in mano per condomini e uffici.',
    ),
    image: '/images/products/window-alu-3.svg',
    alt: t('Fațadă din aluminiu', 'Aluminium façade', 'Алюминиевый фасад', 'Facciata in alluminio'),
    buttonType: 'custom_link' as const,
    buttonTitle: t('Scrieți-ne', 'Write to us', 'Написать нам', 'Scrivici'),
    buttonHref: '/contacts',
  },
];

const item = (
  section: (typeof homeItems.$inferInsert)['section'],
  key: string,
  title: ReturnType<typeof t>,
  description: ReturnType<typeof t>,
  image: string | null = null,
  link: string | null = null,
) => ({ section, key, title, description, image, link });

const homeList = [
  item(
    'advantage',
    'own-factory',
    t('Fabrică proprie', 'Our own factory', 'Собственный завод', 'Fabbrica propria'),
    t(
      'Controlăm fiecare etapă, de la profil la montaj.',
      'We control every step, from profile to installation.',
      'Контролируем каждый этап — от профиля до монтажа.',
      'Controlliamo ogni fase, dal profilo alla posa.',
    ),
    '/images/scenes/workshop.svg',
  ),
  item(
    'advantage',
    'heat',
    t(
      'Până la 94% căldură păstrată',
      'Up to 94% of heat retained',
      'До 94% сохранённого тепла',
      'Fino al 94% del calore trattenuto',
    ),
    t(
      'Geam triplu și profile cu 7 camere.',
      'Triple glazing and seven-chamber profiles.',
      'Тройной стеклопакет и 7-камерные профили.',
      'Triplo vetro e profili a 7 camere.',
    ),
    '/images/scenes/winter.svg',
  ),
  item(
    'advantage',
    'sun',
    t(
      'Până la 85% radiație blocată',
      'Up to 85% of radiation blocked',
      'До 85% излучения заблокировано',
      'Fino all’85% della radiazione bloccata',
    ),
    t(
      'Geam cu control solar pentru veri răcoroase.',
      'Solar-control glass for cool summers.',
      'Солнцезащитное стекло для прохладного лета.',
      'Vetro a controllo solare per estati fresche.',
    ),
    '/images/scenes/sun.svg',
  ),
  item(
    'advantage',
    'warranty',
    t(
      'Garanție până la 20 de ani',
      'Up to 20 years of warranty',
      'Гарантия до 20 лет',
      'Garanzia fino a 20 anni',
    ),
    t(
      'Și 5 ani garanție pentru montaj.',
      'And 5 years on installation.',
      'И 5 лет гарантии на монтаж.',
      'E 5 anni sulla posa.',
    ),
    '/images/products/window-pvc-2.svg',
  ),
  item(
    'equipment',
    'cnc-centre',
    t(
      'Centru de debitare CNC',
      'CNC cutting centre',
      'Центр раскроя с ЧПУ',
      'Centro di taglio CNC',
    ),
    t(
      'Tăiere cu precizie de 0,2 mm.',
      'Cutting accurate to 0.2 mm.',
      'Раскрой с точностью 0,2 мм.',
      'Taglio con precisione di 0,2 mm.',
    ),
    '/images/scenes/workshop.svg',
  ),
  item(
    'equipment',
    'welding',
    t(
      'Mașină de sudură cu patru capete',
      'Four-head welding machine',
      'Четырёхголовочный сварочный станок',
      'Saldatrice a quattro teste',
    ),
    t(
      'Colțuri sudate simultan, geometrie perfectă.',
      'Corners welded at once for perfect geometry.',
      'Все углы свариваются одновременно — идеальная геометрия.',
      'Angoli saldati insieme, geometria perfetta.',
    ),
    '/images/products/window-pvc-1.svg',
  ),
  item(
    'equipment',
    'glass-line',
    t(
      'Linie de geam termoizolant',
      'Insulating glass line',
      'Линия стеклопакетов',
      'Linea vetrocamera',
    ),
    t(
      'Umplere cu argon și etanșare automată.',
      'Automatic argon filling and sealing.',
      'Автоматическое заполнение аргоном и герметизация.',
      'Riempimento di argon e sigillatura automatici.',
    ),
    '/images/products/window-pvc-3.svg',
  ),
  item(
    'equipment',
    'powder-coating',
    t(
      'Cabină de vopsire în câmp electrostatic',
      'Powder-coating booth',
      'Камера порошковой окраски',
      'Cabina di verniciatura a polvere',
    ),
    t(
      'Culori RAL durabile pentru aluminiu și porți.',
      'Durable RAL colours for aluminium and gates.',
      'Стойкие цвета RAL для алюминия и ворот.',
      'Colori RAL durevoli per alluminio e cancelli.',
    ),
    '/images/products/gate-swing.svg',
  ),
  item(
    'how_to_order',
    'request',
    t('Lăsați o cerere', 'Leave a request', 'Оставьте заявку', 'Inviate una richiesta'),
    t(
      'Online, la telefon sau în showroom.',
      'Online, by phone or in a showroom.',
      'Онлайн, по телефону или в шоуруме.',
      'Online, per telefono o in showroom.',
    ),
  ),
  item(
    'how_to_order',
    'measure',
    t('Măsurare gratuită', 'Free measuring', 'Бесплатный замер', 'Rilievo gratuito'),
    t(
      'Specialistul vine în ziua convenită.',
      'The specialist comes on the agreed day.',
      'Специалист приедет в согласованный день.',
      'Il tecnico arriva nel giorno concordato.',
    ),
  ),
  item(
    'how_to_order',
    'contract',
    t('Contract și avans', 'Contract and deposit', 'Договор и предоплата', 'Contratto e acconto'),
    t(
      'Prețul se fixează în contract.',
      'The price is fixed in the contract.',
      'Цена фиксируется в договоре.',
      'Il prezzo è fissato nel contratto.',
    ),
  ),
  item(
    'how_to_order',
    'install',
    t('Livrare și montaj', 'Delivery and installation', 'Доставка и монтаж', 'Consegna e posa'),
    t(
      'În 2–5 săptămâni, cu curățenie după lucru.',
      'In 2–5 weeks, with cleanup afterwards.',
      'За 2–5 недель, с уборкой после работ.',
      'In 2–5 settimane, con pulizia finale.',
    ),
  ),
  item(
    'work_process',
    'consult',
    t('Consultanță', 'Consultation', 'Консультация', 'Consulenza'),
    t(
      'Alegem împreună sistemul potrivit.',
      'Together we choose the right system.',
      'Вместе подбираем подходящую систему.',
      'Scegliamo insieme il sistema giusto.',
    ),
  ),
  item(
    'work_process',
    'measure',
    t('Măsurare', 'Measuring', 'Замер', 'Rilievo'),
    t(
      'Dimensiuni exacte și verificarea golului.',
      'Exact sizes and a check of the opening.',
      'Точные размеры и проверка проёма.',
      'Misure esatte e verifica del vano.',
    ),
  ),
  item(
    'work_process',
    'production',
    t('Producție', 'Production', 'Производство', 'Produzione'),
    t(
      'Fabricăm în fabrica noastră din Chișinău.',
      'Made in our Chișinău factory.',
      'Изготавливаем на нашем заводе в Кишинёве.',
      'Realizzato nella nostra fabbrica di Chișinău.',
    ),
  ),
  item(
    'work_process',
    'installation',
    t('Montaj', 'Installation', 'Монтаж', 'Posa'),
    t(
      'Montaj în trei straturi, fără punți termice.',
      'Three-layer installation without cold bridges.',
      'Трёхслойный монтаж без мостиков холода.',
      'Posa a tre strati senza ponti termici.',
    ),
  ),
  item(
    'work_process',
    'service',
    t('Service', 'Service', 'Сервис', 'Assistenza'),
    t(
      'Reglaj gratuit în primul an.',
      'Free adjustment in the first year.',
      'Бесплатная регулировка в первый год.',
      'Regolazione gratuita nel primo anno.',
    ),
  ),
  item(
    'other_service',
    'balcony-glazing',
    t('Închiderea balcoanelor', 'Balcony glazing', 'Остекление балконов', 'Chiusura di balconi'),
    t(
      'Balcoane calde și reci, la cheie.',
      'Warm and cold balconies, turnkey.',
      'Тёплое и холодное остекление под ключ.',
      'Balconi caldi e freddi chiavi in mano.',
    ),
    '/images/products/window-alu-3.svg',
    '/windows',
  ),
  item(
    'other_service',
    'facades',
    t('Fațade din aluminiu', 'Aluminium façades', 'Алюминиевые фасады', 'Facciate in alluminio'),
    t(
      'Pentru birouri și spații comerciale.',
      'For offices and commercial premises.',
      'Для офисов и коммерческих помещений.',
      'Per uffici e locali commerciali.',
    ),
    '/images/products/door-aluminium.svg',
    '/windows/aluminium-windows',
  ),
  item(
    'credit',
    'credit',
    t('Cumpărați în rate', 'Buy in instalments', 'Покупка в рассрочку', 'Acquista a rate'),
    t(
      'Până la 12 rate fără dobândă prin băncile partenere, aprobare în 30 de minute.',
      'Up to 12 interest-free instalments through partner banks, approved in 30 minutes.',
      'До 12 платежей без процентов через банки-партнёры, одобрение за 30 минут.',
      'Fino a 12 rate a tasso zero con le banche partner, approvazione in 30 minuti.',
    ),
    '/images/scenes/house.svg',
    '/credit',
  ),
  item(
    'information_section',
    'about',
    t(
      'Fereastra Moldovei — din 2011',
      'Fereastra Moldovei — since 2011',
      'Fereastra Moldovei — с 2011 года',
      'Fereastra Moldovei — dal 2011',
    ),
    t(
      'Producem ferestre, uși, porți și sisteme de umbrire pentru case și afaceri din toată Moldova. Peste 14 ani de experiență, fabrică proprie și echipe de montaj proprii.',
      'We make windows, doors, gates and shading systems for homes and businesses all over Moldova. More than 14 years of experience, our own factory and our own installation crews.',
      'Мы производим окна, двери, ворота и солнцезащитные системы для домов и бизнеса по всей Молдове. Более 14 лет опыта, собственный завод и собственные монтажные бригады.',
      'Produciamo finestre, porte, cancelli e sistemi oscuranti per case e aziende in tutta la Moldavia. Oltre 14 anni di esperienza, fabbrica e squadre di posa proprie.',
    ),
    '/images/scenes/workshop.svg',
    '/about',
  ),
];

const faqList = [
  [
    t(
      'Cât durează fabricarea și livrarea?',
      'How long do manufacturing and delivery take?',
      'Сколько длится изготовление и доставка?',
      'Quanto durano produzione e consegna?',
    ),
    t(
      'De regulă 2–5 săptămâni de la confirmarea dimensiunilor.',
      'Usually 2–5 weeks from the confirmation of the measurements.',
      'Обычно 2–5 недель с момента подтверждения размеров.',
      'Di norma 2–5 settimane dalla conferma delle misure.',
    ),
  ],
  [
    t(
      'Măsurarea este gratuită?',
      'Is measuring free?',
      'Замер бесплатный?',
      'Il rilievo è gratuito?',
    ),
    t(
      'Da, în Chișinău și în raza de 30 km. În alte localități costul se scade din comandă.',
      'Yes, in Chișinău and within 30 km. Elsewhere its cost is deducted from the order.',
      'Да, в Кишинёве и в радиусе 30 км. В других населённых пунктах стоимость вычитается из заказа.',
      'Sì, a Chișinău e nel raggio di 30 km. Altrove il costo viene detratto dall’ordine.',
    ),
  ],
  [
    t(
      'Când este livrarea gratuită?',
      'When is delivery free?',
      'Когда доставка бесплатная?',
      'Quando la consegna è gratuita?',
    ),
    t(
      'Pentru comenzi de peste 1.000,00 €. Altfel costă 49 €, 16,90 € sau 8,90 €, după tipul produsului.',
      'For orders over €1,000.00. Otherwise it costs €49, €16.90 or €8.90 depending on the product.',
      'Для заказов свыше 1 000,00 €. Иначе 49 €, 16,90 € или 8,90 € в зависимости от изделия.',
      'Per ordini oltre 1000,00 €. Altrimenti costa 49 €, 16,90 € o 8,90 € secondo il prodotto.',
    ),
  ],
  [
    t(
      'Ce garanție oferiți?',
      'What warranty do you give?',
      'Какую гарантию вы даёте?',
      'Che garanzia offrite?',
    ),
    t(
      'Până la 20 de ani pentru profile și 5 ani pentru montaj.',
      'Up to 20 years on profiles and 5 years on installation.',
      'До 20 лет на профили и 5 лет на монтаж.',
      'Fino a 20 anni sui profili e 5 anni sulla posa.',
    ),
  ],
  [
    t(
      'Montați ferestrele iarna?',
      'Do you install windows in winter?',
      'Устанавливаете ли вы окна зимой?',
      'Posate le finestre d’inverno?',
    ),
    t(
      'Da, până la −15 °C, folosind spumă de montaj pentru iarnă.',
      'Yes, down to −15 °C, using winter-grade installation foam.',
      'Да, до −15 °C, с использованием зимней монтажной пены.',
      'Sì, fino a −15 °C, con schiuma di posa invernale.',
    ),
  ],
  [
    t('Cum pot plăti?', 'How can I pay?', 'Как можно оплатить?', 'Come posso pagare?'),
    t(
      'Prin transfer, numerar la livrare sau cu cardul Visa/MasterCard online.',
      'By transfer, cash on delivery or online with Visa/MasterCard.',
      'Переводом, наличными при доставке или онлайн картой Visa/MasterCard.',
      'Con bonifico, in contanti alla consegna o online con Visa/MasterCard.',
    ),
  ],
  [
    t(
      'Pot cumpăra în rate?',
      'Can I buy in instalments?',
      'Можно ли купить в рассрочку?',
      'Posso acquistare a rate?',
    ),
    t(
      'Da, până la 12 rate fără dobândă prin băncile partenere.',
      'Yes, up to 12 interest-free instalments through partner banks.',
      'Да, до 12 платежей без процентов через банки-партнёры.',
      'Sì, fino a 12 rate a tasso zero con le banche partner.',
    ),
  ],
  [
    t(
      'Ce înseamnă 94% căldură păstrată?',
      'What does 94% heat retention mean?',
      'Что значит 94% сохранённого тепла?',
      'Cosa significa trattenere il 94% del calore?',
    ),
    t(
      'Geamul triplu cu argon și strat low-e reflectă înapoi în cameră până la 94% din căldura care ar trece prin el.',
      'Argon-filled low-e triple glazing reflects back up to 94% of the heat that would pass through it.',
      'Тройной стеклопакет с аргоном и low-e покрытием возвращает в комнату до 94% тепла, которое ушло бы через него.',
      'Il triplo vetro con argon e rivestimento basso-emissivo riflette nella stanza fino al 94% del calore che lo attraverserebbe.',
    ),
  ],
  [
    t(
      'Pot comanda doar produsul, fără montaj?',
      'Can I order the product without installation?',
      'Можно ли заказать изделие без монтажа?',
      'Posso ordinare il prodotto senza posa?',
    ),
    t(
      'Da, dar garanția de 5 ani pentru montaj se acordă doar echipelor noastre.',
      'Yes, but the 5-year installation warranty only covers our own crews.',
      'Да, но 5-летняя гарантия на монтаж действует только при установке нашими бригадами.',
      'Sì, ma la garanzia di 5 anni sulla posa copre solo le nostre squadre.',
    ),
  ],
  [
    t(
      'Lucrați și în afara Chișinăului?',
      'Do you work outside Chișinău?',
      'Работаете ли вы за пределами Кишинёва?',
      'Lavorate anche fuori Chișinău?',
    ),
    t(
      'Da, în toată Moldova, prin showroom-urile din Bălți și Cahul și prin dealeri.',
      'Yes, all over Moldova through our Bălți and Cahul showrooms and our dealers.',
      'Да, по всей Молдове через шоурумы в Бельцах и Кагуле и через дилеров.',
      'Sì, in tutta la Moldavia tramite gli showroom di Bălți e Cahul e i rivenditori.',
    ),
  ],
  [
    t(
      'Cum îngrijesc ferestrele PVC?',
      'How do I care for PVC windows?',
      'Как ухаживать за окнами ПВХ?',
      'Come curo le finestre in PVC?',
    ),
    t(
      'Spălați profilul cu apă și săpun, ungeți feroneria și garniturile o dată pe an.',
      'Wash the profile with soapy water and lubricate the hardware and gaskets once a year.',
      'Мойте профиль мыльной водой, раз в год смазывайте фурнитуру и уплотнители.',
      'Lavate il profilo con acqua e sapone e lubrificate ferramenta e guarnizioni una volta l’anno.',
    ),
  ],
] as const;

const reviewList = [
  {
    key: 'review-ion',
    author: 'Ion Rusu',
    city: t('Chișinău', 'Chișinău', 'Кишинёв', 'Chișinău'),
    rating: 5,
    text: t(
      'Am schimbat toate ferestrele în apartament. Montajul a durat o zi, iar iarna e cu adevărat cald.',
      'We replaced every window in our flat. Installation took one day and the winter is truly warm.',
      'Заменили все окна в квартире. Монтаж занял один день, зимой действительно тепло.',
      'Abbiamo cambiato tutte le finestre. La posa è durata un giorno e l’inverno è davvero caldo.',
    ),
  },
  {
    key: 'review-elena',
    author: 'Elena Munteanu',
    city: t('Bălți', 'Bălți', 'Бельцы', 'Bălți'),
    rating: 5,
    text: t(
      'Poarta secțională funcționează perfect, echipa a lăsat totul curat.',
      'The sectional door works perfectly and the crew left everything clean.',
      'Секционные ворота работают отлично, бригада оставила всё чистым.',
      'Il portone sezionale funziona perfettamente e la squadra ha lasciato tutto pulito.',
    ),
  },
  {
    key: 'review-sergiu',
    author: 'Serghei Popov',
    city: t('Cahul', 'Cahul', 'Кагул', 'Cahul'),
    rating: 4,
    text: t(
      'Rulourile cu motor sunt foarte comode. Livrarea a durat trei săptămâni, cum s-a promis.',
      'The motorized shutters are very convenient. Delivery took three weeks, as promised.',
      'Рольставни с мотором очень удобны. Доставка заняла три недели, как и обещали.',
      'Le tapparelle motorizzate sono comodissime. La consegna ha richiesto tre settimane, come promesso.',
    ),
  },
  {
    key: 'review-maria',
    author: 'Maria Ciobanu',
    city: t('Orhei', 'Orhei', 'Оргеев', 'Orhei'),
    rating: 5,
    text: t(
      'Pergola bioclimatică a transformat terasa în camera noastră preferată.',
      'The bioclimatic pergola turned the terrace into our favourite room.',
      'Биоклиматическая пергола превратила террасу в нашу любимую комнату.',
      'La pergola bioclimatica ha trasformato la terrazza nella nostra stanza preferita.',
    ),
  },
  {
    key: 'review-andrei',
    author: 'Andrei Lungu',
    city: t('Ungheni', 'Ungheni', 'Унгены', 'Ungheni'),
    rating: 5,
    text: t(
      'Ușa de intrare cu ruptură termică nu mai face condens. Recomand!',
      'The thermally broken entrance door no longer sweats. Recommended!',
      'Входная дверь с терморазрывом больше не покрывается конденсатом. Рекомендую!',
      'La porta d’ingresso a taglio termico non fa più condensa. Consigliata!',
    ),
  },
];

const workList = [
  {
    key: 'work-botanica-flat',
    categorySlug: 'windows',
    title: t(
      'Apartament pe Botanica',
      'Flat in Botanica',
      'Квартира на Ботанике',
      'Appartamento a Botanica',
    ),
    description: t(
      '9 ferestre Comfort 76 și ușă de balcon, montate într-o zi.',
      '9 Comfort 76 windows and a balcony door installed in one day.',
      '9 окон Comfort 76 и балконная дверь, установленные за один день.',
      '9 finestre Comfort 76 e una porta finestra posate in un giorno.',
    ),
    city: t('Chișinău', 'Chișinău', 'Кишинёв', 'Chișinău'),
    images: ['/images/products/window-pvc-2.svg', '/images/products/door-balcony.svg'],
    completedOn: '2025-03-12',
  },
  {
    key: 'work-stauceni-house',
    categorySlug: 'windows',
    title: t('Casă în Stăuceni', 'House in Stăuceni', 'Дом в Стэучень', 'Casa a Stăuceni'),
    description: t(
      'Ferestre Premium 82 cu geam cu control solar pe fațada de sud.',
      'Premium 82 windows with solar-control glass on the south façade.',
      'Окна Premium 82 с солнцезащитным стеклом на южном фасаде.',
      'Finestre Premium 82 con vetro a controllo solare sulla facciata sud.',
    ),
    city: t('Stăuceni', 'Stăuceni', 'Стэучень', 'Stăuceni'),
    images: ['/images/scenes/house.svg', '/images/products/window-pvc-3.svg'],
    completedOn: '2024-10-02',
  },
  {
    key: 'work-office-centre',
    categorySlug: 'windows',
    title: t(
      'Birouri în centru',
      'Offices in the city centre',
      'Офисы в центре',
      'Uffici in centro',
    ),
    description: t(
      'Fațadă din aluminiu Thermo 65 și uși de intrare automate.',
      'Thermo 65 aluminium façade and automatic entrance doors.',
      'Алюминиевый фасад Thermo 65 и автоматические входные двери.',
      'Facciata in alluminio Thermo 65 e porte d’ingresso automatiche.',
    ),
    city: t('Chișinău', 'Chișinău', 'Кишинёв', 'Chișinău'),
    images: ['/images/products/window-alu-3.svg', '/images/products/door-aluminium.svg'],
    completedOn: '2024-08-20',
  },
  {
    key: 'work-balti-gate',
    categorySlug: 'gates',
    title: t(
      'Poartă culisantă în Bălți',
      'Sliding gate in Bălți',
      'Откатные ворота в Бельцах',
      'Cancello scorrevole a Bălți',
    ),
    description: t(
      'Poartă în consolă de 6 m cu automatizare și fotocelule.',
      'A 6 m cantilever gate with automation and photocells.',
      'Консольные ворота 6 м с автоматикой и фотоэлементами.',
      'Cancello a sbalzo da 6 m con automazione e fotocellule.',
    ),
    city: t('Bălți', 'Bălți', 'Бельцы', 'Bălți'),
    images: ['/images/products/gate-sliding.svg'],
    completedOn: '2024-11-15',
  },
  {
    key: 'work-durlesti-garage',
    categorySlug: 'gates',
    title: t('Garaj în Durlești', 'Garage in Durlești', 'Гараж в Дурлештах', 'Garage a Durlești'),
    description: t(
      'Poartă secțională 3000 × 2250 mm, culoare antracit.',
      'A 3000 × 2250 mm sectional door in anthracite.',
      'Секционные ворота 3000 × 2250 мм цвета антрацит.',
      'Portone sezionale 3000 × 2250 mm color antracite.',
    ),
    city: t('Durlești', 'Durlești', 'Дурлешты', 'Durlești'),
    images: ['/images/products/gate-sectional.svg'],
    completedOn: '2025-01-22',
  },
  {
    key: 'work-cahul-shutters',
    categorySlug: 'rolety',
    title: t(
      'Rulouri pentru o casă în Cahul',
      'Shutters for a house in Cahul',
      'Рольставни для дома в Кагуле',
      'Tapparelle per una casa a Cahul',
    ),
    description: t(
      '12 rulouri cu motor comandate dintr-o singură telecomandă.',
      '12 motorized shutters run from a single remote.',
      '12 рольставен с мотором, управляемых одним пультом.',
      '12 tapparelle motorizzate comandate da un solo telecomando.',
    ),
    city: t('Cahul', 'Cahul', 'Кагул', 'Cahul'),
    images: ['/images/products/roller-external.svg'],
    completedOn: '2024-06-30',
  },
  {
    key: 'work-orhei-pergola',
    categorySlug: 'awnings',
    title: t(
      'Pergolă pentru o terasă în Orhei',
      'Pergola for a terrace in Orhei',
      'Пергола для террасы в Оргееве',
      'Pergola per una terrazza a Orhei',
    ),
    description: t(
      'Pergolă bioclimatică 4 × 6 m cu iluminare LED.',
      'A 4 × 6 m bioclimatic pergola with LED lighting.',
      'Биоклиматическая пергола 4 × 6 м с LED-подсветкой.',
      'Pergola bioclimatica 4 × 6 m con luci LED.',
    ),
    city: t('Orhei', 'Orhei', 'Оргеев', 'Orhei'),
    images: ['/images/products/pergola.svg'],
    completedOn: '2025-05-05',
  },
  {
    key: 'work-ialoveni-shutters',
    categorySlug: 'stavny',
    title: t(
      'Obloane clasice în Ialoveni',
      'Classic shutters in Ialoveni',
      'Классические ставни в Яловенах',
      'Persiane classiche a Ialoveni',
    ),
    description: t(
      'Obloane cu lamele pentru o casă tradițională restaurată.',
      'Louvred shutters for a restored traditional house.',
      'Ставни с ламелями для отреставрированного традиционного дома.',
      'Persiane a lamelle per una casa tradizionale restaurata.',
    ),
    city: t('Ialoveni', 'Ialoveni', 'Яловены', 'Ialoveni'),
    images: ['/images/products/shutter-classic.svg'],
    completedOn: '2024-09-09',
  },
];

export async function seedMarketing(db: Db) {
  await db
    .insert(promos)
    .values(
      promoList.map((promo, position) => ({
        ...promo,
        body: sanitizeLocalized(paragraphs(...promo.body)),
        startsOn: '2025-03-01',
        endsOn: null,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(banners)
    .values(
      bannerList.map(({ alt, ...banner }, position) => ({ ...banner, imageAlt: alt, position })),
    )
    .onConflictDoNothing();
  await db
    .insert(homeItems)
    .values(homeList.map((entry, position) => ({ ...entry, position })))
    .onConflictDoNothing();
  await db
    .insert(achievements)
    .values({
      key: 'company',
      title: t('Cifrele noastre', 'Our figures', 'Наши цифры', 'I nostri numeri'),
      description: t(
        'Din 2011 facem casele din Moldova mai calde și mai sigure.',
        'Since 2011 we have made Moldovan homes warmer and safer.',
        'С 2011 года мы делаем дома Молдовы теплее и безопаснее.',
        'Dal 2011 rendiamo le case moldave più calde e sicure.',
      ),
      items: [
        {
          value: '14+',
          label: t('ani de experiență', 'years of experience', 'лет опыта', 'anni di esperienza'),
        },
        {
          value: '25 000+',
          label: t(
            'obiecte finalizate',
            'completed projects',
            'завершённых объектов',
            'progetti completati',
          ),
        },
        {
          value: '94%',
          label: t('căldură păstrată', 'heat retained', 'сохранённого тепла', 'calore trattenuto'),
        },
        {
          value: '85%',
          label: t(
            'radiație solară blocată',
            'solar radiation blocked',
            'солнечного излучения заблокировано',
            'radiazione solare bloccata',
          ),
        },
      ],
    })
    .onConflictDoNothing();
  await db
    .insert(faqs)
    .values(
      faqList.map(([question, answer], position) => ({
        key: `faq-${position + 1}`,
        question,
        answer,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(partners)
    .values(
      ['Rehau', 'Salamander', 'Roto', 'Somfy', 'Maco', 'Schüco', 'Alutech', 'Guardian Glass'].map(
        (name, position) => {
          const slug = name.toLowerCase().replace('ü', 'u').replace(' ', '-');
          return { key: slug, name, logo: `/images/partners/${slug}.svg`, url: null, position };
        },
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(reviews)
    .values(reviewList.map((review, position) => ({ ...review, position })))
    .onConflictDoNothing();
  await db
    .insert(works)
    .values(workList.map((work, position) => ({ ...work, position })))
    .onConflictDoNothing();
}
