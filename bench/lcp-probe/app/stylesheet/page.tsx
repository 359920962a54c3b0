import { getTranslations } from 'next-intl/server';
import styles from './stylesheet.module.css';

/** The floor's page with one small stylesheet (a CSS module, as the shop's), in the system font. */
export default async function StylesheetPage() {
  const t = await getTranslations('floor');
  return (
    <main className={styles.main}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </main>
  );
}
