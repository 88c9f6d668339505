/** One entry of a pager: a page number, or the '•••' that jumps five pages back or on. */
export type PageItem = number | 'jump-prev' | 'jump-next';

/** Pages either side of the current one before the list is cut with a jump (antd's default, not showLessItems). */
const BUFFER = 2;
/** How far a jump goes. */
export const JUMP = 5;

/** The number of pages `total` rows make, `pageSize` a page (0 for none). */
export const pageCount = (total: number, pageSize: number): number => Math.floor((total - 1) / pageSize) + 1;

/**
 * The pages a pager lists, as antd's Pagination (rc-pagination) lists them: every page up to seven, else the
 * first, the last, the current one with two either side, and a jump between them where pages are left out.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: Math.max(pages, 0) }, (_, index) => index + 1);
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const items: PageItem[] = [];
  for (let page = left; page <= right; page += 1) items.push(page);
  if (current - 1 >= BUFFER * 2 && current !== 1 + 2) items.unshift('jump-prev');
  if (pages - current >= BUFFER * 2 && current !== pages - 2) items.push('jump-next');
  if (left !== 1) items.unshift(1);
  if (right !== pages) items.push(pages);
  return items;
}

/** The page a pager shows after its page size changes: the same one, unless fewer pages are left. */
export function pageAfterResize(current: number, pageSize: number, total: number): number {
  const pages = pageCount(total, pageSize);
  return current > pages && pages !== 0 ? pages : current;
}
