import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import styles from './web-font.module.css';

/**
 * The floor's page with one small stylesheet and one self-hosted web font, preloaded as the shop
 * preloads its fonts (app/[locale]/layout.tsx).
 */
export default async function WebFontPage() {
  preload('/fonts/inter-latin.woff2', { as: 'font', type: 'font/woff2', crossOrigin: '' });
  const t = await getTranslations('floor');
  return (
    <main className={styles.main}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </main>
  );
}
