import DynamicFloorPage from '../dynamic/page';
import { catalogGroups, ShellFooter, ShellHeader } from './shell';

/** The most menu panels asked for: a page of about 390 kB, past any page of the shop. */
const MAX_GROUPS = 48;

/**
 * The dynamic floor at a shop page's size (docs/adr/0069-dynamic-pages-beside-the-floors-page-of-
 * their-size.md): the floor's /dynamic itself inside a header of `?groups=` menu panels and a
 * footer, so that the bench can compare a page of the framework as large as each of the shop's
 * dynamic pages with the floor in the same run. No other work than the floor's: its one
 * translation and its one query, no cookies.
 */
export default async function ShopSizePage({
  searchParams,
}: {
  searchParams: Promise<{ groups?: string }>;
}) {
  const { groups } = await searchParams;
  const count = Math.min(MAX_GROUPS, Math.max(0, Math.trunc(Number(groups)) || 0));
  return (
    <>
      <ShellHeader groups={catalogGroups(count)} />
      <DynamicFloorPage />
      <ShellFooter />
    </>
  );
}
