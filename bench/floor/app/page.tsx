import { getTranslations } from 'next-intl/server';

export default async function FloorPage() {
  const t = await getTranslations('floor');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </main>
  );
}
