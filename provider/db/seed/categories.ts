import type { Localized } from '../localized';
import { t } from './localized';

export interface CategorySeed {
  slug: string;
  title: Localized;
  description: Localized;
  image: string;
  bannerImage?: string;
  calculatorId?: number;
  children?: Omit<CategorySeed, 'children' | 'calculatorId' | 'bannerImage'>[];
}

const img = (name: string) => `/images/products/${name}.svg`;

/** Spec 2 known category paths (windows, doors, rolety, gates, stavny, accessories) plus awnings. */
export const catalogTree: CategorySeed[] = [
  {
    slug: 'windows',
    title: t('Ferestre', 'Windows', 'Окна', 'Finestre'),
    description: t(
      'Ferestre din PVC, aluminiu și lemn, fabricate la comandă în Moldova din 2011. Păstrează până la 94% din căldură și blochează până la 85% din radiația solară.',
      'PVC, aluminium and wooden windows, made to measure in Moldova since 2011. They retain up to 94% of heat and block up to 85% of solar radiation.',
      'Окна из ПВХ, алюминия и дерева, изготовленные на заказ в Молдове с 2011 года. Сохраняют до 94% тепла и блокируют до 85% солнечного излучения.',
      'Finestre in PVC, alluminio e legno, su misura in Moldavia dal 2011. Trattengono fino al 94% del calore e bloccano fino all’85% della radiazione solare.',
    ),
    image: img('window-pvc-2'),
    bannerImage: '/images/scenes/house.svg',
    calculatorId: 1,
    children: [
      {
        slug: 'pvc-windows',
        image: img('window-pvc-2'),
        title: t('Ferestre PVC', 'PVC windows', 'Окна ПВХ', 'Finestre in PVC'),
        description: t(
          'Profile cu 5–7 camere și geam termoizolant dublu sau triplu.',
          'Profiles with 5–7 chambers and double or triple insulating glass.',
          'Профили с 5–7 камерами и двух- или трёхкамерным стеклопакетом.',
          'Profili a 5–7 camere con vetrocamera doppia o tripla.',
        ),
      },
      {
        slug: 'aluminium-windows',
        image: img('window-alu-2'),
        title: t(
          'Ferestre din aluminiu',
          'Aluminium windows',
          'Алюминиевые окна',
          'Finestre in alluminio',
        ),
        description: t(
          'Sisteme cu ruptură de punte termică pentru vitraje mari și fațade.',
          'Thermally broken systems for large glazing and façades.',
          'Системы с терморазрывом для больших остеклений и фасадов.',
          'Sistemi a taglio termico per grandi vetrate e facciate.',
        ),
      },
      {
        slug: 'wooden-windows',
        image: img('window-wood-2'),
        title: t('Ferestre din lemn', 'Wooden windows', 'Деревянные окна', 'Finestre in legno'),
        description: t(
          'Lemn stratificat de pin și stejar, lăcuit în fabrică.',
          'Laminated pine and oak, lacquered in our factory.',
          'Клеёный брус сосны и дуба с заводской лакировкой.',
          'Legno lamellare di pino e rovere, verniciato in fabbrica.',
        ),
      },
    ],
  },
  {
    slug: 'doors',
    title: t('Uși', 'Doors', 'Двери', 'Porte'),
    description: t(
      'Uși de intrare, de balcon și de interior, cu feronerie germană și montaj profesionist.',
      'Entrance, balcony and interior doors with German hardware and professional installation.',
      'Входные, балконные и межкомнатные двери с немецкой фурнитурой и профессиональным монтажом.',
      'Porte d’ingresso, porte finestre e porte interne con ferramenta tedesca e posa professionale.',
    ),
    image: img('door-entrance'),
    bannerImage: '/images/products/door-balcony.svg',
    calculatorId: 6,
    children: [
      {
        slug: 'entrance-doors',
        image: img('door-entrance'),
        title: t('Uși de intrare', 'Entrance doors', 'Входные двери', 'Porte d’ingresso'),
        description: t(
          'Uși metalice, din PVC și aluminiu, cu încuietori multipunct.',
          'Steel, PVC and aluminium doors with multi-point locks.',
          'Металлические, ПВХ и алюминиевые двери с многозапорными замками.',
          'Porte in acciaio, PVC e alluminio con serrature multipunto.',
        ),
      },
      {
        slug: 'balcony-doors',
        image: img('door-balcony'),
        title: t('Uși de balcon', 'Balcony doors', 'Балконные двери', 'Porte finestre'),
        description: t(
          'Uși oscilobatante și glisante pentru balcoane și terase.',
          'Tilt-and-turn and sliding doors for balconies and terraces.',
          'Поворотно-откидные и раздвижные двери для балконов и террас.',
          'Porte ad anta ribalta e scorrevoli per balconi e terrazze.',
        ),
      },
      {
        slug: 'interior-doors',
        image: img('door-interior'),
        title: t('Uși de interior', 'Interior doors', 'Межкомнатные двери', 'Porte interne'),
        description: t(
          'Uși de interior finisate, livrate cu toc și accesorii.',
          'Finished interior doors delivered with frame and fittings.',
          'Межкомнатные двери с коробкой и фурнитурой.',
          'Porte interne rifinite, fornite con telaio e accessori.',
        ),
      },
    ],
  },
  {
    slug: 'rolety',
    title: t(
      'Rulouri și jaluzele',
      'Roller shutters and blinds',
      'Рольставни и жалюзи',
      'Tapparelle e tende',
    ),
    description: t(
      'Rulouri exterioare din aluminiu, uși de garaj rulabile, rulouri textile și jaluzele.',
      'External aluminium roller shutters, roller garage doors, fabric roller blinds and venetian blinds.',
      'Наружные алюминиевые рольставни, рулонные гаражные ворота, тканевые рулонные шторы и жалюзи.',
      'Tapparelle esterne in alluminio, serrande per garage, tende a rullo e veneziane.',
    ),
    image: img('roller-external'),
    bannerImage: '/images/products/blind-fabric.svg',
    calculatorId: 7,
    children: [
      {
        slug: 'external-roller-shutters',
        image: img('roller-external'),
        title: t(
          'Rulouri exterioare',
          'External roller shutters',
          'Наружные рольставни',
          'Tapparelle esterne',
        ),
        description: t(
          'Lamele din aluminiu cu spumă poliuretanică, acționare manuală sau electrică.',
          'Foam-filled aluminium slats, manual or motorized.',
          'Алюминиевые ламели с пенонаполнением, ручной или электрический привод.',
          'Stecche in alluminio coibentate, manuali o motorizzate.',
        ),
      },
      {
        slug: 'garage-roller-doors',
        image: img('roller-garage'),
        title: t(
          'Uși de garaj rulabile',
          'Roller garage doors',
          'Рулонные гаражные ворота',
          'Serrande per garage',
        ),
        description: t(
          'Ocupă minimum de spațiu și se deschid cu telecomanda.',
          'Take up minimal space and open by remote control.',
          'Занимают минимум места и открываются с пульта.',
          'Occupano pochissimo spazio e si aprono col telecomando.',
        ),
      },
      {
        slug: 'fabric-roller-blinds',
        image: img('blind-fabric'),
        title: t('Rulouri textile', 'Fabric roller blinds', 'Рулонные шторы', 'Tende a rullo'),
        description: t(
          'Rulouri zi-noapte, blackout și translucide, montate pe cercevea.',
          'Day-night, blackout and translucent blinds mounted on the sash.',
          'Шторы день-ночь, блэкаут и светопропускающие с монтажом на створку.',
          'Tende giorno-notte, oscuranti e filtranti montate sull’anta.',
        ),
      },
      {
        slug: 'venetian-blinds',
        image: img('blind-venetian'),
        title: t('Jaluzele orizontale', 'Venetian blinds', 'Горизонтальные жалюзи', 'Veneziane'),
        description: t(
          'Lamele din aluminiu sau lemn, reglarea fină a luminii.',
          'Aluminium or wooden slats for fine light control.',
          'Ламели из алюминия или дерева для точной регулировки света.',
          'Lamelle in alluminio o legno per regolare la luce.',
        ),
      },
    ],
  },
  {
    slug: 'gates',
    title: t('Porți', 'Gates', 'Ворота', 'Cancelli'),
    description: t(
      'Porți de garaj secționale, porți batante și culisante, cu automatizare la alegere.',
      'Sectional garage doors, swing and sliding gates, with optional automation.',
      'Секционные гаражные, распашные и откатные ворота с автоматикой на выбор.',
      'Portoni sezionali, cancelli a battente e scorrevoli, con automazione a scelta.',
    ),
    image: img('gate-sectional'),
    bannerImage: '/images/products/gate-sliding.svg',
    calculatorId: 8,
    children: [
      {
        slug: 'sectional-gates',
        image: img('gate-sectional'),
        title: t('Porți secționale', 'Sectional gates', 'Секционные ворота', 'Portoni sezionali'),
        description: t(
          'Panouri sandwich de 40 mm, izolare termică și deschidere verticală.',
          '40 mm sandwich panels, thermal insulation, vertical opening.',
          'Сэндвич-панели 40 мм, теплоизоляция и вертикальное открывание.',
          'Pannelli sandwich da 40 mm, isolamento termico, apertura verticale.',
        ),
      },
      {
        slug: 'swing-gates',
        image: img('gate-swing'),
        title: t('Porți batante', 'Swing gates', 'Распашные ворота', 'Cancelli a battente'),
        description: t(
          'Porți din profil metalic sau forjate, vopsite în câmp electrostatic.',
          'Steel profile or wrought gates, powder-coated.',
          'Ворота из профиля или кованые, с порошковой окраской.',
          'Cancelli in profilato o in ferro battuto, verniciati a polvere.',
        ),
      },
      {
        slug: 'sliding-gates',
        image: img('gate-sliding'),
        title: t('Porți culisante', 'Sliding gates', 'Откатные ворота', 'Cancelli scorrevoli'),
        description: t(
          'Porți în consolă, fără șină la sol, ideale pentru iarnă.',
          'Cantilever gates without a ground track, ideal in winter.',
          'Консольные ворота без нижней направляющей, удобны зимой.',
          'Cancelli a sbalzo senza binario a terra, ideali d’inverno.',
        ),
      },
    ],
  },
  {
    slug: 'stavny',
    title: t('Obloane', 'Shutters', 'Ставни', 'Persiane'),
    description: t(
      'Obloane exterioare clasice și moderne, din aluminiu, care protejează de soare și de priviri.',
      'Classic and modern aluminium exterior shutters that protect from sun and view.',
      'Классические и современные алюминиевые ставни, защищающие от солнца и посторонних глаз.',
      'Persiane esterne in alluminio, classiche e moderne, contro sole e sguardi indiscreti.',
    ),
    image: img('shutter-classic'),
    bannerImage: '/images/products/shutter-modern.svg',
    children: [
      {
        slug: 'classic-shutters',
        image: img('shutter-classic'),
        title: t(
          'Obloane clasice',
          'Classic shutters',
          'Классические ставни',
          'Persiane classiche',
        ),
        description: t(
          'Lamele fixe sau panou plin, pentru case tradiționale.',
          'Fixed louvres or solid panel, for traditional houses.',
          'Неподвижные ламели или глухая панель для традиционных домов.',
          'Lamelle fisse o pannello pieno, per case tradizionali.',
        ),
      },
      {
        slug: 'modern-shutters',
        image: img('shutter-modern'),
        title: t('Obloane moderne', 'Modern shutters', 'Современные ставни', 'Persiane moderne'),
        description: t(
          'Lamele orientabile și panouri culisante pentru fațade moderne.',
          'Adjustable louvres and sliding panels for modern façades.',
          'Поворотные ламели и сдвижные панели для современных фасадов.',
          'Lamelle orientabili e pannelli scorrevoli per facciate moderne.',
        ),
      },
    ],
  },
  {
    slug: 'awnings',
    title: t(
      'Copertine și pergole',
      'Awnings and pergolas',
      'Маркизы и перголы',
      'Tende da sole e pergole',
    ),
    description: t(
      'Copertine pentru terase și balcoane și pergole bioclimatice cu lamele rotative.',
      'Awnings for terraces and balconies and bioclimatic pergolas with rotating louvres.',
      'Маркизы для террас и балконов и биоклиматические перголы с поворотными ламелями.',
      'Tende da sole per terrazze e balconi e pergole bioclimatiche con lamelle orientabili.',
    ),
    image: img('awning-open'),
    bannerImage: '/images/products/pergola.svg',
    calculatorId: 9,
    children: [
      {
        slug: 'terrace-awnings',
        image: img('awning-open'),
        title: t('Copertine deschise', 'Open arm awnings', 'Открытые маркизы', 'Tende a bracci'),
        description: t(
          'Brațe articulate și țesătură acrilică rezistentă la UV.',
          'Folding arms and UV-resistant acrylic fabric.',
          'Локтевые кронштейны и акриловая ткань, стойкая к УФ.',
          'Bracci snodati e tessuto acrilico resistente ai raggi UV.',
        ),
      },
      {
        slug: 'cassette-awnings',
        image: img('awning-cassette'),
        title: t(
          'Copertine cu casetă',
          'Cassette awnings',
          'Кассетные маркизы',
          'Tende a cassonetto',
        ),
        description: t(
          'Țesătura și brațele stau protejate într-o casetă închisă.',
          'Fabric and arms stay protected in a closed cassette.',
          'Ткань и кронштейны защищены закрытой кассетой.',
          'Tessuto e bracci restano protetti in un cassonetto chiuso.',
        ),
      },
      {
        slug: 'pergolas',
        image: img('pergola'),
        title: t(
          'Pergole bioclimatice',
          'Bioclimatic pergolas',
          'Биоклиматические перголы',
          'Pergole bioclimatiche',
        ),
        description: t(
          'Structură din aluminiu cu lamele rotative și scurgere integrată.',
          'Aluminium structure with rotating louvres and built-in drainage.',
          'Алюминиевая конструкция с поворотными ламелями и встроенным водостоком.',
          'Struttura in alluminio con lamelle orientabili e scarico integrato.',
        ),
      },
    ],
  },
  {
    slug: 'accessories',
    title: t('Accesorii', 'Accessories', 'Аксессуары', 'Accessori'),
    description: t(
      'Pervazuri, glafuri, mânere, plase contra insectelor, automatizări și feronerie.',
      'Window sills, external sills, handles, insect screens, automation and fittings.',
      'Подоконники, отливы, ручки, москитные сетки, автоматика и фурнитура.',
      'Davanzali, soglie esterne, maniglie, zanzariere, automazioni e ferramenta.',
    ),
    image: img('sill'),
    bannerImage: '/images/products/insect-screen.svg',
    children: [
      {
        slug: 'window-sills',
        image: img('sill'),
        title: t('Pervazuri', 'Window sills', 'Подоконники', 'Davanzali interni'),
        description: t(
          'Pervazuri din PVC, vândute la metru liniar.',
          'PVC window sills sold by the linear metre.',
          'Подоконники из ПВХ, продаются погонными метрами.',
          'Davanzali in PVC venduti al metro lineare.',
        ),
      },
      {
        slug: 'external-sills',
        image: img('sill-external'),
        title: t('Glafuri exterioare', 'External sills', 'Отливы', 'Soglie esterne'),
        description: t(
          'Glafuri din aluminiu vopsit, la metru liniar.',
          'Painted aluminium sills by the linear metre.',
          'Окрашенные алюминиевые отливы, погонными метрами.',
          'Soglie in alluminio verniciato al metro lineare.',
        ),
      },
      {
        slug: 'handles-and-fittings',
        image: img('handle'),
        title: t(
          'Mânere și feronerie',
          'Handles and fittings',
          'Ручки и фурнитура',
          'Maniglie e ferramenta',
        ),
        description: t(
          'Mânere, garnituri, ghidaje și aeratoare.',
          'Handles, gaskets, guide rails and trickle vents.',
          'Ручки, уплотнители, направляющие и приточные клапаны.',
          'Maniglie, guarnizioni, guide e aeratori.',
        ),
      },
      {
        slug: 'insect-screens',
        image: img('insect-screen'),
        title: t('Plase contra insectelor', 'Insect screens', 'Москитные сетки', 'Zanzariere'),
        description: t(
          'Plase pe ramă, rulabile și plisate, la dimensiunea ferestrei.',
          'Framed, roller and pleated screens made to size.',
          'Рамочные, рулонные и плиссе сетки по размеру окна.',
          'Zanzariere a telaio, a rullo e plissettate su misura.',
        ),
      },
      {
        slug: 'automation',
        image: img('motor'),
        title: t('Automatizări', 'Automation', 'Автоматика', 'Automazioni'),
        description: t(
          'Motoare, telecomenzi și kituri pentru porți.',
          'Motors, remote controls and gate drive kits.',
          'Моторы, пульты и комплекты приводов для ворот.',
          'Motori, telecomandi e kit di automazione per cancelli.',
        ),
      },
    ],
  },
];
