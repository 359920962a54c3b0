import { getTranslations } from 'next-intl/server';
import type { AboutPage, HomeItem } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { ItemCard } from './item-card';
import { PageIntro } from './page-intro';
import styles from './content.module.scss';

function Items({ items }: { items: HomeItem[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <ItemCard
          key={item.id}
          image={item.image}
          title={item.title}
          description={item.description}
        />
      ))}
    </ul>
  );
}

export async function AboutView({ locale, about }: { locale: Locale; about: AboutPage | null }) {
  const [t, tSeo] = await Promise.all([
    getTranslations({ locale, namespace: 'content.about' }),
    getTranslations({ locale, namespace: 'seo.pages.about' }),
  ]);
  const title = about?.title || tSeo('title');
  const figures = about?.achievements.items ?? [];
  return (
    <div className="container">
      <PageIntro title={title} lead={about?.description} html={about?.text} locale={locale} />
      {figures.length > 0 && (
        <section className={styles.section} aria-labelledby="about-figures">
          <h2 id="about-figures">{about?.achievements.title}</h2>
          <dl className={styles.figures}>
            {figures.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {about && about.advantages.length > 0 && (
        <section className={styles.section} aria-labelledby="about-advantages">
          <h2 id="about-advantages">{t('advantages')}</h2>
          <Items items={about.advantages} />
        </section>
      )}
      {about && about.equipament.length > 0 && (
        <section className={styles.section} aria-labelledby="about-equipment">
          <h2 id="about-equipment">{t('equipment')}</h2>
          <Items items={about.equipament} />
        </section>
      )}
    </div>
  );
}
