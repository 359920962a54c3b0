import { Image } from '@/components/image';
import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import type { PageContent, Promo, PromoDetail } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, hrefOf } from '@/lib/i18n/navigation';
import { formatDate } from './dates';
import { PageIntro } from './page-intro';
import { RichText } from './rich-text';
import styles from './content.module.scss';

async function validity(promo: Promo, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'content.promos' });
  const until = formatDate(promo.ends_on, locale);
  if (until) return t('validUntil', { date: until });
  const from = formatDate(promo.starts_on, locale);
  return from ? t('validFrom', { date: from }) : null;
}

export async function PromosView({
  locale,
  page,
  promos,
}: {
  locale: Locale;
  page: PageContent | null;
  promos: Promo[];
}) {
  const t = await getTranslations({ locale, namespace: 'content.promos' });
  const title = page?.title || t('title');
  const periods = await Promise.all(promos.map((promo) => validity(promo, locale)));
  return (
    <div className="container">
      <PageIntro title={title} lead={page?.description} html={page?.text} locale={locale} />
      {promos.length > 0 ? (
        <ul className={styles.cards}>
          {promos.map((promo, index) => (
            <li key={promo.id}>
              <article className={styles.articleCard}>
                {promo.image && (
                  <div className={styles.articleImage}>
                    <Image
                      src={promo.image}
                      alt=""
                      width={400}
                      height={260}
                      sizes="(max-width: 768px) 100vw, 360px"
                    />
                    {promo.discount_percent !== null && (
                      <span className={styles.badge}>
                        {t('discount', { percent: promo.discount_percent })}
                      </span>
                    )}
                  </div>
                )}
                <div className={styles.articleBody}>
                  {periods[index] && <p className={styles.muted}>{periods[index]}</p>}
                  <h2 className={styles.articleTitle}>
                    <Link href={hrefOf(promo.link)} className={styles.cardLink}>
                      {promo.title}
                    </Link>
                  </h2>
                  {promo.description && <p>{promo.description}</p>}
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

export async function PromoView({ locale, promo }: { locale: Locale; promo: PromoDetail }) {
  const t = await getTranslations({ locale, namespace: 'content.promos' });
  const period = await validity(promo, locale);
  return (
    <article className={`container ${styles.narrow}`}>
      <PageIntro
        title={promo.title}
        lead={promo.description}
        locale={locale}
        trail={[
          { name: t('title'), href: getPathname({ locale, href: '/promos' }) },
          { name: promo.title },
        ]}
      >
        {period && <p className={styles.muted}>{period}</p>}
        {promo.discount_percent !== null && (
          <p className={styles.badgeInline}>{t('discount', { percent: promo.discount_percent })}</p>
        )}
      </PageIntro>
      {promo.image && (
        <div className={styles.cover}>
          <Image
            src={promo.image}
            alt=""
            width={880}
            height={480}
            sizes="(max-width: 992px) 100vw, 880px"
            priority
          />
        </div>
      )}
      <RichText html={promo.text} />
      <p>
        <Link href={{ pathname: '/promos' }}>← {t('back')}</Link>
      </p>
    </article>
  );
}
