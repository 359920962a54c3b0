import { z } from 'zod';
import { int32 } from '../../lib/validation/integer';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 60;

/** `?page=&page_size=` of every paginated list: 1-based page, bounded size. */
export const paginationQuery = z.object({
  page: int32({ min: 1, max: 100_000 }).default(1),
  page_size: int32({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
});

export type Pagination = z.infer<typeof paginationQuery>;

export const offsetOf = ({ page, page_size }: Pagination) => (page - 1) * page_size;

/** The spec's list answer: `results` and `pages`, plus the total `count` and the current `page`. */
export function paginated<T>(results: T[], count: number, { page, page_size }: Pagination) {
  return { count, pages: Math.max(1, Math.ceil(count / page_size)), page, results };
}
