import { revalidatePath, revalidateTag } from 'next/cache';
import { getConfig } from '@/lib/config';
import { handleRevalidate } from '@/lib/revalidate/handler';

/** On-demand invalidation of the full-route cache (lib/revalidate/handler.ts). */
export async function POST(request: Request) {
  return handleRevalidate(request, getConfig().REVALIDATE_SECRET, {
    // Expired at once: the next visit renders afresh instead of being served the stale page once more.
    tag: (tag) => revalidateTag(tag, { expire: 0 }),
    everything: () => revalidatePath('/', 'layout'),
  });
}
