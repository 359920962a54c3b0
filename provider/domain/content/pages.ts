import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageContents } from '../../db/schema';

/** The texts and SEO fields of one page type, undefined when the shop has none. */
export async function findPageContent(db: Db, pageType: string) {
  const [row] = await db.select().from(pageContents).where(eq(pageContents.pageType, pageType));
  return row;
}
