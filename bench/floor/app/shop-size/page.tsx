import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { query } from '../../db';
import { catalogGroups, ShellFooter, ShellHeader } from './shell';

/** The most menu panels asked for: a page of about 450 kB, past any page of the shop. */
const MAX_GROUPS = 48;

/**
 * The dynamic floor at a shop page's size (docs/adr/0069-dynamic-pages-beside-the-floors-page-of-
 * their-size.md): the heading and the one query of /dynamic inside a header of `?groups=` menu
 * panels and a footer, so that the bench can compare a page of the framework as large as each of the
 * shop's dynamic pages with the floor in the same run. No other work than the floor's: its one
 * translation, no cookies.
 */
export default async function ShopSizePage({
  searchParams,
}: {
  searchParams: Promise<{ groups?: string }>;
}) {
  await connection();
  const [{ groups }, t, rows] = await Promise.all([
    searchParams,
    getTranslations('floor'),
    query(),
  ]);
  const count = Math.min(MAX_GROUPS, Math.max(0, Math.trunc(Number(groups)) || 0));
  const catalog = catalogGroups(count);
  return (
    <>
      <ShellHeader groups={catalog} />
      <main>
        <h1>{t('title')}</h1>
        <ul>
          {rows.map((row) => (
            <li key={row.id}>{row.title}</li>
          ))}
        </ul>
      </main>
      <ShellFooter groups={catalog} />
    </>
  );
}
