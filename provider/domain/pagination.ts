import type { z } from 'zod';
import type { paginationQuerySchema } from '../../lib/api/schemas/common';

/** A list's page as `paginationQuerySchema` (lib/api/schemas) reads it from the query. */
export type Pagination = z.output<typeof paginationQuerySchema>;

export const offsetOf = ({ page, page_size }: Pagination) => (page - 1) * page_size;

/** The spec's list answer: `results` and `pages`, plus the total `count` and the current `page`. */
export function paginated<T>(results: T[], count: number, { page, page_size }: Pagination) {
  return { count, pages: Math.max(1, Math.ceil(count / page_size)), page, results };
}
