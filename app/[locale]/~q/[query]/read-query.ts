import { notFound } from 'next/navigation';
import { decodeQuerySegment, type Listing } from '@/lib/routing/query-segment';

/** The listing's query from the segment proxy.ts wrote; anything else is no page. */
export function readQuery(listing: Listing, segment: string): Record<string, string | undefined> {
  return decodeQuerySegment(listing, segment) ?? notFound();
}
