import type { ChartData } from '@redbi/charts';
import type { Dataframe } from '@redbi/shared/query';

/** A batched answer's frame as a chart reads it: rows, and the page a table shows. */
export const chartDataOf = (frame: Dataframe): ChartData => ({
  columns: frame.columns,
  rows: frame.rows,
  total: frame.pageInfo.total,
  pageNo: frame.pageInfo.pageNo,
  pageSize: frame.pageInfo.pageSize,
});
