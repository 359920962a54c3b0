export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * Which page numbers a pager shows: the first, the last, the current one with a neighbour on each
 * side, and a gap where numbers are left out. A single page needs no pager (empty list).
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return [];
  const shown = new Set<number>([1, total]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2)
      items.push({ type: 'page', page: previous + 1 });
    else if (previous !== undefined && page - previous > 2)
      items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
  });
  return items;
}
