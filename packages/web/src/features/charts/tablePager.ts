import type { TableModel } from '@redbi/charts';

/** The page sizes the table chart offers (its page size setting), plus the one in use if it is another. */
const pageSizes = [20, 50, 100, 500, 1000];

export interface TablePager {
  current: number;
  pageSize: number;
  /** What the pager counts pages by; without a counted total, one more page while this one is full. */
  total: number;
  /** Rows of the whole result, when the query counted them. */
  knownTotal?: number;
  pageSizeOptions: number[];
}

/** The server-side pager of a table page: the rows shown are one page of the result (ChartData.total). */
export function tablePager(page: NonNullable<TableModel['page']>, rowsOnPage: number): TablePager {
  const { pageNo, pageSize, total } = page;
  const uncounted = rowsOnPage < pageSize ? (pageNo - 1) * pageSize + rowsOnPage : pageNo * pageSize + 1;
  return {
    current: pageNo,
    pageSize,
    total: total ?? uncounted,
    knownTotal: total,
    pageSizeOptions: [...new Set([...pageSizes, pageSize])].sort((a, b) => a - b),
  };
}
