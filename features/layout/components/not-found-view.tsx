import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button';
import styles from './error-view.module.scss';

/** Spec 2 'Error page' for 404: lost-visitor title, description, image, home and calculator buttons. */
export function NotFoundView() {
  const t = useTranslations('errors');
  return (
    <section className={`container ${styles.view}`}>
      {/* A vector needs no resizing; a plain img also keeps next/image's code out of the 404 boundary, which ships with every page.
          Lazy, or React preloads the picture from the head of every page: the boundary is in each page's payload. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img
        src="/images/not-found.svg"
        alt={t('notFoundImageAlt')}
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
        className={styles.image}
      />
      <p className={styles.status}>404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p className={styles.description}>{t('notFoundDescription')}</p>
      <div className={styles.actions}>
        <Link href={{ pathname: '/' }} className={buttonClass()}>
          {t('toHome')}
        </Link>
        <Link href={{ pathname: '/calculators' }} className={buttonClass({ variant: 'secondary' })}>
          {t('toCalculator')}
        </Link>
      </div>
    </section>
  );
}
