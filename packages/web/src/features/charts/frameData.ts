import type { ChartData } from '@redbi/charts';
import type { Dataframe } from '@redbi/shared/query';

/** A batched answer's frame as a chart reads it: rows, the page a table shows, and the extra queries' answers. */
export const chartDataOf = (frame: Dataframe): ChartData => ({
  columns: frame.columns,
  rows: frame.rows,
  total: frame.pageInfo.total,
  pageNo: frame.pageInfo.pageNo,
  pageSize: frame.pageInfo.pageSize,
  ...(frame.extras ? { extras: Object.fromEntries(Object.entries(frame.extras).map(([name, extra]) => [name, chartDataOf(extra)])) } : {}),
});
