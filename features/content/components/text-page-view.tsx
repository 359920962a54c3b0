import { Image } from '@/components/image';
import type { Locale } from '@/lib/i18n/locales';
import { PageIntro } from './page-intro';
import { RichText } from './rich-text';
import styles from './content.module.scss';

/** An info page (`/info/{slug}`) or a dynamic/footer page (`/{slug}`): title, lead, image, rich text. */
export async function TextPageView({
  locale,
  title,
  lead,
  html,
  image,
}: {
  locale: Locale;
  title: string;
  lead?: string | null;
  html: string;
  image?: string | null;
}) {
  const [] = await Promise.all([,]);
  return (
    <article className={`container ${styles.narrow}`}>
      <PageIntro title={title} lead={lead} locale={locale} />
      {image && (
        <div className={styles.cover}>
          <Image
            src={image}
            alt=""
            width={880}
            height={480}
            sizes="(max-width: 992px) 100vw, 880px"
          />
        </div>
      )}
      <RichText html={html} />
    </article>
  );
}
