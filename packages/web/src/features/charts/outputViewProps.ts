import type { ChartContext, ChartOutput, ChartOutputKind } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';

/** A table asks the server for another page or order; the chart area never sorts or pages rows itself. */
export type TablePageHandler = (pageNo: number, pageSize: number) => void;
export type TableSortHandler = (uid: string, order: 'ASC' | 'DESC' | undefined) => void;

export type OutputOfKind<K extends ChartOutputKind> = Extract<ChartOutput, { kind: K }>;

/** What every drawing of an output kind receives from ChartView. */
export interface OutputViewProps<O extends ChartOutput = ChartOutput> {
  output: O;
  config: ChartConfig;
  /** Theme, locale and the drawing area's size, as buildChart was given them. */
  context: ChartContext;
  onTablePage?: TablePageHandler;
  onTableSort?: TableSortHandler;
}
