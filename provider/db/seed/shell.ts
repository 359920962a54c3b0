import type { Db } from '../client';
import type { Localized } from '../localized';
import { footerColumns, infoPages, menuLinks } from '../schema';
import { sanitizeLocalized } from '../../domain/rich-text';
import { t } from './localized';

const links = [
  { title: t('Despre noi', 'About us', 'О нас', 'Chi siamo'), href: '/about' },
  { title: t('Promoții', 'Promotions', 'Акции', 'Promozioni'), href: '/promos' },
  { title: t('Lucrări', 'Our works', 'Наши работы', 'I nostri lavori'), href: '/works' },
  { title: t('Blog', 'Blog', 'Блог', 'Blog'), href: '/blog' },
  { title: t('Dealeri', 'Dealers', 'Дилеры', 'Rivenditori'), href: '/dealers' },
  { title: t('Posturi vacante', 'Vacancies', 'Вакансии', 'Posizioni aperte'), href: '/vacancies' },
  { title: t('Contacte', 'Contacts', 'Контакты', 'Contatti'), href: '/contacts' },
];

const columns = [
  { key: 'company', name: t('Companie', 'Company', 'Компания', 'Azienda') },
  { key: 'customers', name: t('Clienți', 'Customers', 'Клиентам', 'Clienti') },
];

const pages: {
  key: string;
  column: string;
  slug: Record<string, string>;
  title: Localized;
  body: Localized;
}[] = [
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
    title: t(
      'Politica de confidențialitate',
      'Privacy policy',
      'Политика конфиденциальности',
      'Informativa sulla privacy',
    ),
    body: t(
      '<h2>Ce date colectăm</h2><p>Numele, telefonul, adresa de e-mail și adresa de livrare pe care ni le transmiteți în formulare și la plasarea comenzii.</p><h2>De ce le folosim</h2><p>Prelucrăm datele personale doar pentru a onora comenzile, a programa măsurarea și montajul și a răspunde solicitărilor. Nu vindem și nu transmitem datele terților, cu excepția curierilor și a băncii care procesează plata.</p><h2>Drepturile dumneavoastră</h2><p>Puteți cere oricând accesul, corectarea sau ștergerea datelor scriind la <a href="mailto:privacy@fereastra.md">privacy@fereastra.md</a>.</p>',
      '<h2>What we collect</h2><p>The name, phone, e-mail address and delivery address you give us in forms and when you order.</p><h2>Why we use it</h2><p>We process personal data only to fulfil orders, schedule measuring and installation, and answer requests. We do not sell or pass data to third parties, except the couriers and the bank that processes the payment.</p><h2>Your rights</h2><p>You may ask at any time to access, correct or delete your data by writing to <a href="mailto:privacy@fereastra.md">privacy@fereastra.md</a>.</p>',
      '<h2>Какие данные мы собираем</h2><p>Имя, телефон, e-mail и адрес доставки, которые вы указываете в формах и при оформлении заказа.</p><h2>Зачем мы их используем</h2><p>Мы обрабатываем персональные данные только для выполнения заказов, назначения замера и монтажа и ответов на запросы. Мы не продаём и не передаём данные третьим лицам, кроме курьеров и банка, обрабатывающего оплату.</p><h2>Ваши права</h2><p>Вы можете в любой момент запросить доступ к данным, их исправление или удаление, написав на <a href="mailto:privacy@fereastra.md">privacy@fereastra.md</a>.</p>',
      '<h2>Quali dati raccogliamo</h2><p>Nome, telefono, e-mail e indirizzo di consegna che ci comunicate nei moduli e al momento dell’ordine.</p><h2>Perché li usiamo</h2><p>Trattiamo i dati personali solo per evadere gli ordini, programmare rilievo e posa e rispondere alle richieste. Non vendiamo né cediamo i dati a terzi, salvo i corrieri e la banca che elabora il pagamento.</p><h2>I vostri diritti</h2><p>Potete chiedere in qualsiasi momento l’accesso, la rettifica o la cancellazione dei dati scrivendo a <a href="mailto:privacy@fereastra.md">privacy@fereastra.md</a>.</p>',
    ),
  },
  {
    key: 'terms',
    column: 'customers',
    slug: {
      en: 'terms-and-conditions',
      ro: 'termeni-si-conditii',
      ru: 'usloviya',
      it: 'termini-e-condizioni',
    },
    title: t(
      'Termeni și condiții',
      'Terms and conditions',
      'Условия использования',
      'Termini e condizioni',
    ),
    body: t(
      '<p>Comanda devine fermă după confirmarea dimensiunilor la măsurare. Produsele se fabrică la comandă; livrarea durează 2–5 săptămâni. Livrarea este gratuită pentru comenzi de peste 1.000,00 €.</p>',
      '<p>An order becomes final once the measurements are confirmed on site. Products are made to order; delivery takes 2–5 weeks. Delivery is free for orders over €1,000.00.</p>',
      '<p>Заказ становится окончательным после подтверждения размеров на замере. Изделия изготавливаются на заказ; доставка занимает 2–5 недель. Доставка бесплатна для заказов свыше 1 000,00 €.</p>',
      '<p>L’ordine diventa definitivo dopo la conferma delle misure al rilievo. I prodotti sono realizzati su ordinazione; la consegna richiede 2–5 settimane. Consegna gratuita per ordini oltre 1000,00 €.</p>',
    ),
  },
  {
    key: 'delivery-and-payment',
    column: 'customers',
    slug: {
      en: 'delivery-and-payment',
      ro: 'livrare-si-plata',
      ru: 'dostavka-i-oplata',
      it: 'consegna-e-pagamento',
    },
    title: t(
      'Livrare și plată',
      'Delivery and payment',
      'Доставка и оплата',
      'Consegna e pagamento',
    ),
    body: t(
      '<h2>Livrare</h2><p>Livrăm în toată Moldova în 2–5 săptămâni. Gratuit pentru comenzi de peste 1.000,00 €; altfel 49 € pentru ferestre, uși, copertine și rulouri, 16,90 € pentru jaluzele și pervazuri și 8,90 € pentru accesorii.</p><h2>Plată</h2><p>Plătiți prin transfer bancar, numerar la livrare sau cu cardul Visa/MasterCard pe pagina securizată a băncii.</p>',
      '<h2>Delivery</h2><p>We deliver all over Moldova in 2–5 weeks. Free for orders over €1,000.00; otherwise €49 for windows, doors, awnings and shutters, €16.90 for blinds and sills and €8.90 for accessories.</p><h2>Payment</h2><p>Pay by bank transfer, cash on delivery or by Visa/MasterCard on the bank’s secure page.</p>',
      '<h2>Доставка</h2><p>Доставляем по всей Молдове за 2–5 недель. Бесплатно для заказов свыше 1 000,00 €; иначе 49 € за окна, двери, маркизы и рольставни, 16,90 € за жалюзи и подоконники и 8,90 € за аксессуары.</p><h2>Оплата</h2><p>Оплачивайте банковским переводом, наличными при доставке или картой Visa/MasterCard на защищённой странице банка.</p>',
      '<h2>Consegna</h2><p>Consegniamo in tutta la Moldavia in 2–5 settimane. Gratis per ordini oltre 1000,00 €; altrimenti 49 € per finestre, porte, tende e tapparelle, 16,90 € per veneziane e davanzali e 8,90 € per gli accessori.</p><h2>Pagamento</h2><p>Pagate con bonifico, in contanti alla consegna o con carta Visa/MasterCard sulla pagina sicura della banca.</p>',
    ),
  },
  {
    key: 'warranty',
    column: 'company',
    slug: { en: 'warranty', ro: 'garantie', ru: 'garantiya', it: 'garanzia' },
    title: t(
      'Garanție și service',
      'Warranty and service',
      'Гарантия и сервис',
      'Garanzia e assistenza',
    ),
    body: t(
      '<p>Oferim până la 20 de ani garanție pentru profile și 5 ani pentru montaj. Echipa de service reglează gratuit feroneria în primul an.</p>',
      '<p>We give up to 20 years of warranty on profiles and 5 years on installation. Our service team adjusts the hardware free of charge in the first year.</p>',
      '<p>Мы даём до 20 лет гарантии на профили и 5 лет на монтаж. В первый год сервисная служба бесплатно регулирует фурнитуру.</p>',
      '<p>Offriamo fino a 20 anni di garanzia sui profili e 5 anni sulla posa. Nel primo anno il nostro servizio regola gratuitamente la ferramenta.</p>',
    ),
  },
  {
    key: 'cookies',
    column: 'company',
    slug: {
      en: 'cookie-policy',
      ro: 'politica-cookie',
      ru: 'politika-cookie',
      it: 'politica-cookie-it',
    },
    title: t(
      'Politica de cookie-uri',
      'Cookie policy',
      'Политика cookie',
      'Informativa sui cookie',
    ),
    body: t(
      '<p>Folosim cookie-uri necesare pentru coș și autentificare și, cu acordul dumneavoastră, cookie-uri de analiză. Acordul este păstrat 30 de zile.</p>',
      '<p>We use cookies needed for the cart and sign-in and, with your consent, analytics cookies. Consent is kept for 30 days.</p>',
      '<p>Мы используем cookie, необходимые для корзины и входа, а с вашего согласия — аналитические. Согласие хранится 30 дней.</p>',
      '<p>Usiamo cookie necessari per carrello e accesso e, con il vostro consenso, cookie analitici. Il consenso è conservato per 30 giorni.</p>',
    ),
  },
];

/** The data the shell needs (top-bar links, footer columns, info pages); safe to run again. */
export async function seedShell(db: Db) {
  if ((await db.select({ id: menuLinks.id }).from(menuLinks).limit(1)).length === 0) {
    await db.insert(menuLinks).values(links.map((link, i) => ({ ...link, position: i })));
  }
  if ((await db.select({ id: footerColumns.id }).from(footerColumns).limit(1)).length === 0) {
    await db
      .insert(footerColumns)
      .values(columns.map((column, i) => ({ name: column.name, position: i })));
  }
  const columnRows = await db.select().from(footerColumns);
  const columnId = (key: string) =>
    columnRows.find((row) => row.name.en === columns.find((c) => c.key === key)?.name.en)?.id ??
    null;
  for (const [i, page] of pages.entries()) {
    await db
      .insert(infoPages)
      .values({
        key: page.key,
        slug: page.slug,
        title: page.title,
        body: sanitizeLocalized(page.body),
        footerColumnId: columnId(page.column),
        position: i,
      })
      .onConflictDoNothing({ target: infoPages.key });
  }
}
