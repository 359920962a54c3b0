import { getTranslations } from 'next-intl/server';
import styles from './styled-floor-page.module.css';

/**
 * The floor's heading and paragraph in one small stylesheet (a CSS module, as the shop's), in the
 * system font unless `className` sets `--probe-font`.
 */
export async function StyledFloorPage({ className }: { className?: string }) {
  const t = await getTranslations('floor');
  return (
    <main className={className ? `${styles.main} ${className}` : styles.main}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </main>
  );
}
