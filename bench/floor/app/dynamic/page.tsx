import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { query } from '../../db';

/** The dynamic floor: rendered on each request with one in-process database query. */
export default async function DynamicFloorPage() {
  await connection();
  const [t, rows] = await Promise.all([getTranslations('floor'), query()]);
  return (
    <main>
      <h1>{t('title')}</h1>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>{row.title}</li>
        ))}
      </ul>
    </main>
  );
}
