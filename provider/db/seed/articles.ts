import type { Db } from '../client';
import type { Localized } from '../localized';
import { articles, articleTabs } from '../schema';
import { sanitizeLocalized } from '../../domain/rich-text';
import { paragraphs, t } from './localized';

const tabs = [
  { key: 'advice', title: t('Sfaturi', 'Advice', 'Советы', 'Consigli') },
  { key: 'technology', title: t('Tehnologii', 'Technology', 'Технологии', 'Tecnologia') },
  { key: 'news', title: t('Noutăți', 'News', 'Новости', 'Novità') },
];

interface ArticleSeed {
  slug: string;
  tab: string;
  image: string;
  date: string;
  title: Localized;
  excerpt: Localized;
  body: Localized[];
}

const list: ArticleSeed[] = [
  {
    slug: 'how-to-choose-pvc-windows',
    tab: 'advice',
    image: '/images/scenes/house.svg',
    date: '2025-02-10',
    title: t(
      'Cum alegeți ferestrele PVC potrivite',
      'How to choose the right PVC windows',
      'Как выбрать подходящие окна ПВХ',
      'Come scegliere le finestre in PVC giuste',
    ),
    excerpt: t(
      'Numărul de camere, geamul și feroneria: ce contează cu adevărat.',
      'Chambers, glass and hardware: what really matters.',
      'Камеры, стеклопакет и фурнитура: что действительно важно.',
      'Camere, vetro e ferramenta: cosa conta davvero.',
    ),
    body: [
      t(
        'Profilul cu mai multe camere izolează mai bine, dar geamul ocupă 70–80% din suprafața ferestrei, deci el decide cât de cald va fi în casă.',
        'A profile with more chambers insulates better, but the glass covers 70–80% of a window, so it decides how warm the home will be.',
        'Профиль с большим числом камер лучше утепляет, но стеклопакет занимает 70–80% площади окна — именно он определяет, насколько тепло будет в доме.',
        'Un profilo con più camere isola meglio, ma il vetro occupa il 70–80% della finestra: è lui a decidere quanto sarà calda la casa.',
      ),
      t(
        'Pentru apartamente recomandăm profile de 70–76 mm cu geam low-e și argon; pentru case, geam triplu care păstrează până la 94% din căldură.',
        'For flats we recommend 70–76 mm profiles with low-e glass and argon; for houses, triple glazing that retains up to 94% of heat.',
        'Для квартир рекомендуем профили 70–76 мм со стеклом low-e и аргоном; для домов — тройной стеклопакет, сохраняющий до 94% тепла.',
        'Per gli appartamenti consigliamo profili da 70–76 mm con vetro basso-emissivo e argon; per le case, triplo vetro che trattiene fino al 94% del calore.',
      ),
      t(
        'Nu uitați feroneria: mecanismul oscilobatant de calitate ține 20 de ani fără reglaje majore.',
        'Do not forget the hardware: a quality tilt-and-turn mechanism lasts 20 years without major adjustment.',
        'Не забывайте о фурнитуре: качественный поворотно-откидной механизм служит 20 лет без серьёзной регулировки.',
        'Non dimenticate la ferramenta: un buon meccanismo ad anta ribalta dura 20 anni senza grandi regolazioni.',
      ),
    ],
  },
  {
    slug: 'window-care-in-winter',
    tab: 'advice',
    image: '/images/scenes/winter.svg',
    date: '2025-01-15',
    title: t(
      'Îngrijirea ferestrelor iarna',
      'Caring for your windows in winter',
      'Уход за окнами зимой',
      'La cura delle finestre d’inverno',
    ),
    excerpt: t(
      'Cum evitați condensul și pierderile de căldură în sezonul rece.',
      'How to avoid condensation and heat loss in the cold season.',
      'Как избежать конденсата и теплопотерь в холодный сезон.',
      'Come evitare condensa e dispersioni nella stagione fredda.',
    ),
    body: [
      t(
        'Treceți feroneria pe regimul de iarnă: un simplu reglaj al excentricelor presează canatul mai strâns pe garnitură.',
        'Switch the hardware to winter mode: a simple turn of the cams presses the sash tighter against the gasket.',
        'Переведите фурнитуру в зимний режим: простой поворот эксцентриков плотнее прижимает створку к уплотнителю.',
        'Passate la ferramenta in modalità invernale: una semplice regolazione degli eccentrici preme l’anta contro la guarnizione.',
      ),
      t(
        'Aerisiți de trei ori pe zi câte 5–10 minute cu fereastra larg deschisă, nu ore întregi în poziția rabatată.',
        'Air the room three times a day for 5–10 minutes with the window wide open, not for hours in the tilt position.',
        'Проветривайте трижды в день по 5–10 минут при широко открытом окне, а не часами в режиме откидывания.',
        'Arieggiate tre volte al giorno per 5–10 minuti a finestra spalancata, non per ore in posizione a ribalta.',
      ),
      t(
        'Ungeți garniturile cu silicon o dată pe an ca să rămână elastice.',
        'Treat the gaskets with silicone once a year to keep them supple.',
        'Раз в год обрабатывайте уплотнители силиконом, чтобы они оставались эластичными.',
        'Trattate le guarnizioni con silicone una volta l’anno perché restino elastiche.',
      ),
    ],
  },
  {
    slug: 'choosing-an-entrance-door',
    tab: 'advice',
    image: '/images/products/door-entrance.svg',
    date: '2024-11-05',
    title: t(
      'Ușa de intrare: siguranță și căldură',
      'The entrance door: security and warmth',
      'Входная дверь: безопасность и тепло',
      'La porta d’ingresso: sicurezza e calore',
    ),
    excerpt: t(
      'Clasa încuietorii, izolația și pragul, explicate simplu.',
      'Lock class, insulation and threshold, explained simply.',
      'Класс замка, утепление и порог простыми словами.',
      'Classe della serratura, isolamento e soglia, spiegati semplicemente.',
    ),
    body: [
      t(
        'O ușă de intrare bună are încuietoare în cel puțin trei puncte și cilindru protejat la spargere.',
        'A good entrance door has at least a three-point lock and a break-resistant cylinder.',
        'Хорошая входная дверь имеет как минимум трёхточечный замок и защищённый от взлома цилиндр.',
        'Una buona porta d’ingresso ha una serratura almeno a tre punti e un cilindro antiscasso.',
      ),
      t(
        'Pentru case, alegeți o ușă cu ruptură termică: nu îngheață pe interior și nu face condens.',
        'For houses, choose a door with a thermal break: it does not freeze inside and does not sweat.',
        'Для частного дома выбирайте дверь с терморазрывом: она не промерзает изнутри и не покрывается конденсатом.',
        'Per le case scegliete una porta a taglio termico: non gela all’interno e non forma condensa.',
      ),
    ],
  },
  {
    slug: 'roller-shutters-benefits',
    tab: 'advice',
    image: '/images/products/roller-external.svg',
    date: '2024-07-20',
    title: t(
      'De ce merită rulourile exterioare',
      'Why external roller shutters pay off',
      'Почему стоит установить рольставни',
      'Perché conviene la tapparella esterna',
    ),
    excerpt: t(
      'Răcoare vara, căldură iarna și liniște noaptea.',
      'Cool in summer, warm in winter and quiet at night.',
      'Прохлада летом, тепло зимой и тишина ночью.',
      'Fresco d’estate, caldo d’inverno e silenzio di notte.',
    ),
    body: [
      t(
        'Un rulou coborât oprește soarele înainte să atingă geamul, așa că încăperea se încălzește mult mai puțin.',
        'A lowered shutter stops the sun before it reaches the glass, so the room heats up far less.',
        'Опущенная рольставня останавливает солнце ещё до стекла, поэтому комната нагревается гораздо меньше.',
        'Una tapparella abbassata ferma il sole prima del vetro, così la stanza si scalda molto meno.',
      ),
      t(
        'Iarna, stratul de aer dintre rulou și fereastră reduce pierderile de căldură, iar motorul cu telecomandă face totul fără efort.',
        'In winter the air layer between shutter and window cuts heat loss, and a motor with a remote does it all effortlessly.',
        'Зимой воздушная прослойка между рольставней и окном снижает теплопотери, а мотор с пультом делает всё без усилий.',
        'D’inverno lo strato d’aria tra tapparella e finestra riduce le dispersioni, e il motore con telecomando fa tutto senza fatica.',
      ),
    ],
  },
  {
    slug: 'measuring-before-ordering',
    tab: 'advice',
    image: '/images/scenes/measure.svg',
    date: '2024-05-12',
    title: t(
      'De ce măsurarea se face de specialist',
      'Why measuring is a job for a specialist',
      'Почему замер должен делать специалист',
      'Perché il rilievo spetta a uno specialista',
    ),
    excerpt: t(
      'Câțiva milimetri greșiți costă un montaj refăcut.',
      'A few wrong millimetres cost a redone installation.',
      'Несколько неверных миллиметров стоят переделанного монтажа.',
      'Pochi millimetri sbagliati costano una posa da rifare.',
    ),
    body: [
      t(
        'Măsurătorul nostru verifică verticalitatea golului, adâncimea de montaj și tipul peretelui, nu doar lățimea și înălțimea.',
        'Our measurer checks how plumb the opening is, the installation depth and the wall type, not just width and height.',
        'Наш замерщик проверяет вертикальность проёма, глубину монтажа и тип стены, а не только ширину и высоту.',
        'Il nostro tecnico verifica la verticalità del vano, la profondità di posa e il tipo di muro, non solo larghezza e altezza.',
      ),
      t(
        'Măsurarea este gratuită în Chișinău și în raza de 30 km, iar dimensiunile sunt confirmate în scris.',
        'Measuring is free in Chișinău and within 30 km, and the dimensions are confirmed in writing.',
        'Замер бесплатный в Кишинёве и в радиусе 30 км, а размеры подтверждаются письменно.',
        'Il rilievo è gratuito a Chișinău e nel raggio di 30 km, e le misure sono confermate per iscritto.',
      ),
    ],
  },
  {
    slug: 'triple-glazing-explained',
    tab: 'technology',
    image: '/images/products/window-pvc-3.svg',
    date: '2025-03-03',
    title: t(
      'Geamul triplu, explicat',
      'Triple glazing explained',
      'Тройной стеклопакет простыми словами',
      'Il triplo vetro spiegato',
    ),
    excerpt: t(
      'Cum ajungem la 94% căldură păstrată și 85% radiație solară blocată.',
      'How we reach 94% heat retained and 85% solar radiation blocked.',
      'Как мы достигаем 94% сохранённого тепла и 85% заблокированного солнечного излучения.',
      'Come arriviamo al 94% di calore trattenuto e all’85% di radiazione solare bloccata.',
    ),
    body: [
      t(
        'Trei foi de sticlă, două camere umplute cu argon și un strat metalic invizibil care reflectă căldura înapoi în cameră.',
        'Three panes, two argon-filled cavities and an invisible metal coating that reflects heat back into the room.',
        'Три стекла, две камеры с аргоном и невидимое металлическое покрытие, отражающее тепло обратно в комнату.',
        'Tre lastre, due intercapedini con argon e un rivestimento metallico invisibile che riflette il calore nella stanza.',
      ),
      t(
        'Varianta cu control solar blochează până la 85% din radiația solară, ideală pentru fațadele orientate spre sud.',
        'The solar-control version blocks up to 85% of solar radiation, ideal for south-facing façades.',
        'Солнцезащитный вариант блокирует до 85% солнечного излучения — идеально для южных фасадов.',
        'La versione a controllo solare blocca fino all’85% della radiazione solare, ideale per le facciate esposte a sud.',
      ),
    ],
  },
  {
    slug: 'warm-edge-spacers',
    tab: 'technology',
    image: '/images/products/window-pvc-1.svg',
    date: '2024-09-18',
    title: t(
      'Distanțierul „warm edge”',
      'Warm edge spacers',
      'Дистанционная рамка «тёплый край»',
      'Il distanziatore «warm edge»',
    ),
    excerpt: t(
      'Detaliul mic care oprește condensul la marginea geamului.',
      'The small detail that stops condensation at the glass edge.',
      'Небольшая деталь, которая убирает конденсат по краю стекла.',
      'Il piccolo dettaglio che ferma la condensa sul bordo del vetro.',
    ),
    body: [
      t(
        'Distanțierul din aluminiu conduce frigul la marginea geamului; cel din material compozit îl oprește.',
        'An aluminium spacer carries cold to the glass edge; a composite one stops it.',
        'Алюминиевая рамка проводит холод к краю стекла, композитная — останавливает его.',
        'Un distanziatore in alluminio porta il freddo al bordo del vetro; uno in composito lo ferma.',
      ),
      t(
        'Toate ferestrele Comfort și Premium au distanțier warm edge fără cost suplimentar.',
        'All Comfort and Premium windows come with warm edge spacers at no extra cost.',
        'Все окна Comfort и Premium комплектуются тёплой рамкой без доплаты.',
        'Tutte le finestre Comfort e Premium hanno il warm edge senza costi aggiuntivi.',
      ),
    ],
  },
  {
    slug: 'how-we-make-a-window',
    tab: 'technology',
    image: '/images/scenes/workshop.svg',
    date: '2024-04-02',
    title: t(
      'Cum fabricăm o fereastră',
      'How we make a window',
      'Как мы изготавливаем окно',
      'Come realizziamo una finestra',
    ),
    excerpt: t(
      'De la bara de profil la fereastra gata de montaj, în fabrica noastră.',
      'From profile bar to ready-to-install window, in our factory.',
      'От профильного хлыста до готового окна — на нашем заводе.',
      'Dalla barra di profilo alla finestra pronta, nella nostra fabbrica.',
    ),
    body: [
      t(
        'Profilele se taie pe centre CNC cu precizie de 0,2 mm, apoi colțurile se sudează la 250 °C.',
        'Profiles are cut on CNC centres to 0.2 mm, then the corners are welded at 250 °C.',
        'Профили режутся на станках с ЧПУ с точностью 0,2 мм, затем углы свариваются при 250 °C.',
        'I profili sono tagliati su centri CNC con precisione di 0,2 mm, poi gli angoli vengono saldati a 250 °C.',
      ),
      t(
        'Fiecare fereastră trece un control final de etanșeitate și funcționare înainte de ambalare.',
        'Every window passes a final seal and operation check before packing.',
        'Каждое окно проходит финальный контроль герметичности и работы перед упаковкой.',
        'Ogni finestra supera un controllo finale di tenuta e funzionamento prima dell’imballaggio.',
      ),
    ],
  },
  {
    slug: 'bioclimatic-pergolas',
    tab: 'technology',
    image: '/images/products/pergola.svg',
    date: '2024-06-01',
    title: t(
      'Pergola bioclimatică: terasă în orice vreme',
      'The bioclimatic pergola: a terrace in any weather',
      'Биоклиматическая пергола: терраса в любую погоду',
      'La pergola bioclimatica: terrazza con ogni tempo',
    ),
    excerpt: t(
      'Lamele rotative, senzori de ploaie și vânt, lumină LED.',
      'Rotating louvres, rain and wind sensors, LED lighting.',
      'Поворотные ламели, датчики дождя и ветра, LED-подсветка.',
      'Lamelle orientabili, sensori di pioggia e vento, luci LED.',
    ),
    body: [
      t(
        'Lamelele se rotesc până la 135° și se închid singure când senzorul detectează ploaia.',
        'The louvres rotate up to 135° and close by themselves when the sensor detects rain.',
        'Ламели поворачиваются до 135° и сами закрываются, когда датчик фиксирует дождь.',
        'Le lamelle ruotano fino a 135° e si chiudono da sole quando il sensore rileva la pioggia.',
      ),
      t(
        'Apa este colectată în jgheaburi ascunse și coborâtă prin stâlpi, fără stropi pe terasă.',
        'Water is collected in hidden gutters and led down the posts, with no splashing on the terrace.',
        'Вода собирается в скрытые желоба и отводится через стойки, без брызг на террасе.',
        'L’acqua è raccolta in grondaie nascoste e scende nei montanti, senza schizzi sulla terrazza.',
      ),
    ],
  },
  {
    slug: 'new-showroom-balti',
    tab: 'news',
    image: '/images/scenes/team.svg',
    date: '2025-04-14',
    title: t(
      'Am deschis un showroom nou la Bălți',
      'We opened a new showroom in Bălți',
      'Мы открыли новый шоурум в Бельцах',
      'Abbiamo aperto un nuovo showroom a Bălți',
    ),
    excerpt: t(
      'Produse expuse, consultanță și comenzi în nordul țării.',
      'Products on display, advice and orders in the north of the country.',
      'Образцы изделий, консультации и заказы на севере страны.',
      'Prodotti in esposizione, consulenza e ordini nel nord del paese.',
    ),
    body: [
      t(
        'Showroomul din Bălți are peste 30 de mostre de ferestre, uși și rulouri, deschis zilnic între 8:30 și 19:30.',
        'The Bălți showroom has more than 30 samples of windows, doors and shutters and is open daily from 8:30 to 19:30.',
        'В шоуруме в Бельцах более 30 образцов окон, дверей и рольставен; он открыт ежедневно с 8:30 до 19:30.',
        'Lo showroom di Bălți espone oltre 30 campioni di finestre, porte e tapparelle ed è aperto ogni giorno dalle 8:30 alle 19:30.',
      ),
    ],
  },
  {
    slug: 'new-cnc-line',
    tab: 'news',
    image: '/images/scenes/workshop.svg',
    date: '2024-10-08',
    title: t(
      'O nouă linie de producție CNC',
      'A new CNC production line',
      'Новая производственная линия с ЧПУ',
      'Una nuova linea di produzione CNC',
    ),
    excerpt: t(
      'Capacitate dublă și termene de livrare mai scurte.',
      'Double the capacity and shorter lead times.',
      'Двойная мощность и более короткие сроки.',
      'Capacità raddoppiata e tempi di consegna più brevi.',
    ),
    body: [
      t(
        'Noua linie automatizată ne permite să fabricăm până la 400 de ferestre pe zi și să reducem termenul standard la două săptămâni.',
        'The new automated line lets us make up to 400 windows a day and cut the standard lead time to two weeks.',
        'Новая автоматизированная линия позволяет выпускать до 400 окон в день и сократить стандартный срок до двух недель.',
        'La nuova linea automatizzata ci permette di produrre fino a 400 finestre al giorno e ridurre il termine standard a due settimane.',
      ),
    ],
  },
  {
    slug: 'fourteen-years',
    tab: 'news',
    image: '/images/scenes/sun.svg',
    date: '2025-05-20',
    title: t(
      'Peste 14 ani pe piața din Moldova',
      'More than 14 years on the Moldovan market',
      'Более 14 лет на рынке Молдовы',
      'Oltre 14 anni sul mercato moldavo',
    ),
    excerpt: t(
      'Din 2011, peste 25 000 de case și birouri mai calde.',
      'Since 2011, more than 25,000 warmer homes and offices.',
      'С 2011 года — более 25 000 тёплых домов и офисов.',
      'Dal 2011, oltre 25 000 case e uffici più caldi.',
    ),
    body: [
      t(
        'Am pornit în 2011 cu un atelier mic în Chișinău; astăzi avem fabrică proprie, trei showroom-uri și o rețea de dealeri în toată țara.',
        'We started in 2011 with a small workshop in Chișinău; today we have our own factory, three showrooms and a dealer network across the country.',
        'Мы начали в 2011 году с небольшого цеха в Кишинёве; сегодня у нас собственный завод, три шоурума и дилерская сеть по всей стране.',
        'Abbiamo iniziato nel 2011 con un piccolo laboratorio a Chișinău; oggi abbiamo una fabbrica, tre showroom e una rete di rivenditori in tutto il paese.',
      ),
      t(
        'Mulțumim clienților care ne-au ales și ne recomandă mai departe.',
        'Thank you to the customers who chose us and recommend us to others.',
        'Спасибо клиентам, которые выбрали нас и рекомендуют другим.',
        'Grazie ai clienti che ci hanno scelto e ci raccomandano.',
      ),
    ],
  },
  {
    slug: 'spring-installation-season',
    tab: 'news',
    image: '/images/scenes/house.svg',
    date: '2025-03-25',
    title: t(
      'Programări pentru sezonul de primăvară',
      'Booking the spring installation season',
      'Запись на весенний сезон монтажа',
      'Prenotazioni per la stagione primaverile',
    ),
    excerpt: t(
      'Rezervați acum măsurarea pentru montaj în aprilie–mai.',
      'Book your measuring now for installation in April–May.',
      'Запишитесь на замер сейчас для монтажа в апреле–мае.',
      'Prenotate ora il rilievo per la posa ad aprile–maggio.',
    ),
    body: [
      t(
        'Primăvara este cel mai căutat sezon pentru montaj. Programați măsurarea gratuită din timp și beneficiați de prețurile actuale.',
        'Spring is the busiest installation season. Book your free measuring early and keep today’s prices.',
        'Весна — самый загруженный сезон монтажа. Запишитесь на бесплатный замер заранее и зафиксируйте текущие цены.',
        'La primavera è la stagione più richiesta per la posa. Prenotate in anticipo il rilievo gratuito e bloccate i prezzi attuali.',
      ),
    ],
  },
];

export async function seedArticles(db: Db) {
  await db
    .insert(articleTabs)
    .values(tabs.map((tab, position) => ({ ...tab, position })))
    .onConflictDoNothing();
  const tabIds = new Map((await db.select().from(articleTabs)).map((tab) => [tab.key, tab.id]));
  await db
    .insert(articles)
    .values(
      list.map((article) => ({
        slug: article.slug,
        tabId: tabIds.get(article.tab)!,
        title: article.title,
        excerpt: article.excerpt,
        body: sanitizeLocalized(paragraphs(...article.body)),
        image: article.image,
        publishedAt: new Date(`${article.date}T09:00:00Z`),
      })),
    )
    .onConflictDoNothing();
}
