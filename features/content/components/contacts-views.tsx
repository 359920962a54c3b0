import { Image } from '@/components/image';
import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import { company } from '@/lib/company';
import { JsonLd, localBusinessJsonLd, organizationJsonLd } from '@/features/seo';
import type { Branch, Dealer, PageContent } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { siteUrl } from '@/lib/config/site-url';
import { PageIntro } from './page-intro';
import styles from './content.module.scss';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** No external map script (issue 7): a plain link to OpenStreetMap at the branch's coordinates. */
function mapHref(branch: Branch) {
  const { lat, lng } = branch.coordinates;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

async function BranchCard({
  branch,
  locale,
  headingLevel = 3,
  withDetailsLink = true,
}: {
  branch: Branch;
  locale: Locale;
  headingLevel?: 2 | 3;
  withDetailsLink?: boolean;
}) {
  const [t, tContacts] = await Promise.all([
    getTranslations({ locale, namespace: 'content.contacts' }),
    getTranslations({ locale, namespace: 'contacts' }),
  ]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const map = mapHref(branch);
  return (
    <article className={styles.branch}>
      {branch.image && (
        <div className={styles.branchImage}>
          <Image
            src={branch.image}
            alt=""
            width={360}
            height={220}
            sizes="(max-width: 768px) 100vw, 360px"
          />
        </div>
      )}
      <div className={styles.branchBody}>
        {branch.is_main && <span className={styles.badgeInline}>{t('main')}</span>}
        <Heading className={styles.branchTitle}>{branch.title}</Heading>
        <dl className={styles.branchDetails}>
          <div>
            <dt>{tContacts('address')}</dt>
            <dd>{branch.address}</dd>
          </div>
          <div>
            <dt>{tContacts('hours')}</dt>
            <dd>{branch.working_hours}</dd>
          </div>
          {branch.phones.length > 0 && (
            <div>
              <dt>{tContacts('phone')}</dt>
              <dd>
                {branch.phones.map((phone) => (
                  <a key={phone} href={telHref(phone)} className={styles.block}>
                    {phone}
                  </a>
                ))}
              </dd>
            </div>
          )}
          {branch.email && (
            <div>
              <dt>{tContacts('email')}</dt>
              <dd>
                <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </dd>
            </div>
          )}
        </dl>
        <p className={styles.links}>
          {map && (
            <a href={map} target="_blank" rel="noopener noreferrer">
              {t('map')}
            </a>
          )}
          {withDetailsLink && (
            <Link href={{ pathname: '/contacts/[slug]', params: { slug: branch.slug } }}>
              {t('details')}
            </Link>
          )}
        </p>
      </div>
    </article>
  );
}

/**
 * Contacts (issue 7): the company's phone, e-mail and hours, then every branch with its address,
 * hours, phones and a map link. The h1 stays the translated 'Contacts' of the messages.
 */
export async function ContactsView({
  locale,
  page,
  branches,
}: {
  locale: Locale;
  page: PageContent | null;
  branches: Branch[];
}) {
  const [t, tContacts, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'content.contacts' }),
    getTranslations({ locale, namespace: 'contacts' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return (
    <div className="container">
      <JsonLd
        data={organizationJsonLd({
          siteUrl: siteUrl(),
          name: tCommon('siteName'),
          branches: branches.map((branch) => ({
            name: branch.title,
            address: branch.address,
            city: branch.city,
            phone: branch.phones[0],
            email: branch.email,
            latitude: branch.coordinates.lat,
            longitude: branch.coordinates.lng,
          })),
        })}
      />
      <PageIntro
        title={tContacts('title')}
        lead={page?.description || tContacts('lead')}
        html={page?.text}
        locale={locale}
        trail={[{ name: tContacts('title') }]}
      />
      <dl className={styles.contactDetails}>
        <div>
          <dt>{tContacts('phone')}</dt>
          <dd>
            <a href={company.phoneHref}>{company.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{tContacts('email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
        <div>
          <dt>{tContacts('hours')}</dt>
          <dd>{tCommon('workingHours')}</dd>
        </div>
      </dl>
      {branches.length > 0 && (
        <section className={styles.section} aria-labelledby="branches">
          <h2 id="branches">{t('branches')}</h2>
          <ul className={styles.branchList}>
            {branches.map((branch) => (
              <li key={branch.id}>
                <BranchCard branch={branch} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export async function BranchView({ locale, branch }: { locale: Locale; branch: Branch }) {
  const [t, tContacts] = await Promise.all([
    getTranslations({ locale, namespace: 'content.contacts' }),
    getTranslations({ locale, namespace: 'contacts' }),
  ]);
  const origin = siteUrl();
  return (
    <div className="container">
      <JsonLd
        data={localBusinessJsonLd({
          siteUrl: origin,
          hours: branch.working_hours,
          image: branch.image ? `${origin}${branch.image}` : null,
          branch: {
            name: branch.title,
            address: branch.address,
            city: branch.city,
            phone: branch.phones[0],
            email: branch.email,
            url: `${origin}${getPathname({ locale, href: { pathname: '/contacts/[slug]', params: { slug: branch.slug } } })}`,
            latitude: branch.coordinates.lat,
            longitude: branch.coordinates.lng,
          },
        })}
      />
      <PageIntro
        title={branch.title}
        lead={branch.city}
        locale={locale}
        trail={[
          { name: tContacts('title'), href: getPathname({ locale, href: '/contacts' }) },
          { name: branch.title },
        ]}
      />
      <BranchCard branch={branch} locale={locale} withDetailsLink={false} headingLevel={2} />
      <p>
        <Link href={{ pathname: '/contacts' }}>← {t('back')}</Link>
      </p>
    </div>
  );
}

export async function DealersView({
  locale,
  page,
  dealers,
}: {
  locale: Locale;
  page: PageContent | null;
  dealers: Dealer[];
}) {
  const [t, tContacts] = await Promise.all([
    getTranslations({ locale, namespace: 'content.dealers' }),
    getTranslations({ locale, namespace: 'contacts' }),
  ]);
  const title = page?.title || t('title');
  return (
    <div className="container">
      <PageIntro title={title} lead={page?.description} html={page?.text} locale={locale} />
      {dealers.length > 0 ? (
        <ul className={styles.branchList}>
          {dealers.map((dealer) => (
            <li key={dealer.id}>
              <article className={styles.branch}>
                <div className={styles.branchBody}>
                  <h2 className={styles.branchTitle}>{dealer.name}</h2>
                  <dl className={styles.branchDetails}>
                    <div>
                      <dt>{t('city')}</dt>
                      <dd>{dealer.city}</dd>
                    </div>
                    <div>
                      <dt>{tContacts('address')}</dt>
                      <dd>{dealer.address}</dd>
                    </div>
                    {dealer.phone && (
                      <div>
                        <dt>{tContacts('phone')}</dt>
                        <dd>
                          <a href={telHref(dealer.phone)}>{dealer.phone}</a>
                        </dd>
                      </div>
                    )}
                    {dealer.email && (
                      <div>
                        <dt>{tContacts('email')}</dt>
                        <dd>
                          <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
                        </dd>
                      </div>
                    )}
                  </dl>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
    </div>
  );
}
