import { Image } from '@/components/image';
import { Link } from '@/components/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/button';
import { CalculatorIcon } from '@/components/icons';
import { calculatorPath } from '@/lib/routing/calculator-path';
import type { HomeItem, HomeSections, OfferItem } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { hrefOf, linkPath } from '@/lib/i18n/navigation';
import { CallRequestButton } from './call-request-button';
import { ItemCard } from './item-card';
import { OfferCard } from './offer-card';
import { OffersBlocks, type Offers } from './offers-blocks';
import { WorkCard } from './work-card';
import styles from './content.module.scss';

const hasItem = (value: HomeItem | Record<string, never>): value is HomeItem => 'id' in value;

function Section({
  id,
  title,
  children,
  action,
  alt = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  alt?: boolean;
}) {
  return (
    <section
      className={alt ? `${styles.band} ${styles.section}` : styles.section}
      aria-labelledby={id}
    >
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id={id}>{title}</h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

function ItemCards({ items, locale }: { items: HomeItem[]; locale: Locale }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <ItemCard
          key={item.id}
          image={item.image}
          title={item.title}
          href={item.link ? linkPath(locale, item.link) : undefined}
          description={item.description}
        />
      ))}
    </ul>
  );
}

function Steps({ items, label }: { items: HomeItem[]; label: (n: number) => string }) {
  return (
    <ol className={styles.steps}>
      {items.map((item, index) => (
        <li key={item.id}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3>
            <span className="visually-hidden">{label(index + 1)}: </span>
            {item.title}
          </h3>
          {item.description && <p>{item.description}</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The home page (issue 7): hero, every home section of spec 2 that has data, the offer banner and
 * the offers blocks. `title`/`lead` are the page's h1 and lead; `specialists` is the finder's slot.
 */
export async function HomeView({
  locale,
  title,
  lead,
  sections,
  hero,
  offer,
  offers,
  specialists,
}: {
  locale: Locale;
  title: string;
  lead: string;
  sections: HomeSections;
  hero: OfferItem[];
  offer: OfferItem | null;
  offers: Offers;
  specialists?: ReactNode;
}) {
  const [t, tCatalog, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'content.home' }),
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const [mainHero, ...otherHeroes] = hero;
  const information = hasItem(sections.information_section) ? sections.information_section : null;
  const credit = hasItem(sections.credit) ? sections.credit : null;
  const achievements = sections.achievements.items ?? [];
  const heroButton = mainHero?.button;
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <h1>{title}</h1>
            <p className={styles.heroLead}>{lead}</p>
            {mainHero && <p className={styles.heroOffer}>{mainHero.title}</p>}
            <div className={styles.actions}>
              <Link href={{ pathname: '/calculators' }} className={buttonClass()}>
                <CalculatorIcon />
                {tCommon('calculator')}
              </Link>
              {heroButton?.type === 'custom_link' && heroButton.href !== '/calculators' && (
                <Link
                  href={hrefOf(heroButton.href)}
                  className={buttonClass({ variant: 'secondary' })}
                >
                  {heroButton.title}
                </Link>
              )}
              {heroButton?.type === 'call_request' && (
                <CallRequestButton variant="secondary">{heroButton.title}</CallRequestButton>
              )}
            </div>
          </div>
          {mainHero?.image.file && (
            <div className={styles.heroImage}>
              <Image
                src={mainHero.image.file}
                alt={mainHero.image.alt}
                width={560}
                height={420}
                sizes="(max-width: 992px) 100vw, 520px"
                priority
              />
            </div>
          )}
        </div>
        {otherHeroes.length > 0 && (
          <div className="container">
            <ul className={styles.heroCards} aria-label={t('heroLabel')}>
              {otherHeroes.map((banner) => (
                <li key={banner.id}>
                  <OfferCard offer={banner} locale={locale} wide headingLevel={2} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {sections.products_category.length > 0 && (
        <Section id="home-categories" title={tCatalog('subcategories')}>
          <ul className={styles.categoryCards}>
            {sections.products_category.map((category) => {
              const calculator = calculatorPath(category.calculator_id);
              return (
                <li key={category.id} className={styles.categoryCard}>
                  {category.image && (
                    <Image src={category.image} alt="" width={160} height={120} sizes="160px" />
                  )}
                  <h3>
                    <Link href={hrefOf(category.link)}>{category.title}</Link>
                  </h3>
                  {calculator && (
                    <Link href={hrefOf(calculator)} className={styles.smallLink}>
                      {tCatalog('calculator')}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      )}

      {sections.advantages.length > 0 && (
        <Section id="home-advantages" title={t('advantages')} alt>
          <ItemCards items={sections.advantages} locale={locale} />
        </Section>
      )}

      {sections.sale.length > 0 && (
        <Section
          id="home-sale"
          title={t('sale')}
          action={
            <Link href={{ pathname: '/promos' }} className={styles.smallLink}>
              {t('allPromos')}
            </Link>
          }
        >
          <ul className={styles.cards}>
            {sections.sale.map((promo) => (
              <ItemCard
                key={promo.id}
                image={promo.image}
                title={promo.title}
                href={linkPath(locale, promo.link)}
                description={promo.description}
                badge={
                  promo.discount_percent !== null && (
                    <span className={styles.badge}>−{promo.discount_percent}%</span>
                  )
                }
              />
            ))}
          </ul>
        </Section>
      )}

      {information && (
        <section
          className={`container ${styles.section} ${styles.split}`}
          aria-labelledby="home-information"
        >
          <div>
            <h2 id="home-information">{information.title}</h2>
            <p className={styles.lead}>{information.description}</p>
            {information.link && (
              <Link
                href={hrefOf(information.link)}
                className={buttonClass({ variant: 'secondary' })}
              >
                {tCommon('siteName')}
              </Link>
            )}
          </div>
          {achievements.length > 0 && (
            <dl className={styles.figures} aria-label={sections.achievements.title}>
              {achievements.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}

      {sections.how_order.length > 0 && (
        <Section id="home-how-order" title={t('howOrder')} alt>
          <Steps items={sections.how_order} label={(n) => t('step', { n })} />
        </Section>
      )}

      {offer && (
        <section className={`container ${styles.section}`} aria-label={offer.title}>
          <OfferCard offer={offer} locale={locale} wide headingLevel={2} />
        </section>
      )}

      {sections.our_works.length > 0 && (
        <Section
          id="home-works"
          title={t('ourWorks')}
          action={
            <Link href={{ pathname: '/works' }} className={styles.smallLink}>
              {t('allWorks')}
            </Link>
          }
        >
          <ul className={styles.cards}>
            {sections.our_works.map((work) => (
              <li key={work.id}>
                <WorkCard work={work} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {sections.work_process.length > 0 && (
        <Section id="home-process" title={t('workProcess')} alt>
          <Steps items={sections.work_process} label={(n) => t('step', { n })} />
        </Section>
      )}

      {credit && (
        <section className={`container ${styles.section}`} aria-labelledby="home-credit">
          <div className={styles.callout}>
            <div>
              <h2 id="home-credit">{credit.title}</h2>
              <p>{credit.description}</p>
            </div>
            {credit.link && (
              <Link href={hrefOf(credit.link)} className={buttonClass()}>
                {tCatalog('details')}
              </Link>
            )}
          </div>
        </section>
      )}

      {sections.equipament.length > 0 && (
        <Section id="home-equipment" title={t('equipment')}>
          <ItemCards items={sections.equipament} locale={locale} />
        </Section>
      )}

      {sections.other_services.length > 0 && (
        <Section id="home-services" title={t('otherServices')} alt>
          <ItemCards items={sections.other_services} locale={locale} />
        </Section>
      )}

      <OffersBlocks offers={offers} locale={locale} />

      {specialists && (
        <section className={`container ${styles.section}`} aria-labelledby="home-specialists">
          <div className={styles.callout}>
            <div>
              <h2 id="home-specialists">{t('findSpecialistTitle')}</h2>
              <p>{t('findSpecialistLead')}</p>
            </div>
            {specialists}
          </div>
        </section>
      )}

      {sections.reviews.length > 0 && (
        <Section id="home-reviews" title={t('reviews')} alt>
          <ul className={styles.cards}>
            {sections.reviews.map((review) => (
              <li key={review.id} className={styles.itemCard}>
                <p className={styles.stars} aria-label={t('rating', { rating: review.rating })}>
                  {'★'.repeat(Math.round(review.rating))}
                </p>
                <blockquote className={styles.quote}>{review.text}</blockquote>
                <p className={styles.muted}>
                  {review.author}, {review.city}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {sections.parteners.length > 0 && (
        <Section id="home-partners" title={t('partners')}>
          <ul className={styles.partners}>
            {sections.parteners.map((partner) => (
              <li key={partner.id}>
                {partner.image ? (
                  <Image
                    src={partner.image}
                    alt={partner.name}
                    width={140}
                    height={56}
                    sizes="140px"
                  />
                ) : (
                  <span>{partner.name}</span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {sections.faq.length > 0 && (
        <Section id="home-faq" title={t('faq')} alt>
          <div className={styles.faq}>
            {sections.faq.map((item) => (
              <details key={item.id}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
