import type { ChartContext, ChartOutput, ChartOutputKind } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import type { ClickedItem } from './chartPoint';

/** A table asks the server for another page or order; the chart area never sorts or pages rows itself. */
export type TablePageHandler = (pageNo: number, pageSize: number) => void;
export type TableSortHandler = (uid: string, order: 'ASC' | 'DESC' | undefined) => void;

/** A click on an item of a drawing (right: for a context menu), with where it happened in the window. */
export type ChartItemClickHandler = (item: ClickedItem, at: { x: number; y: number; button: 'left' | 'right' }) => void;

export type OutputOfKind<K extends ChartOutputKind> = Extract<ChartOutput, { kind: K }>;

/** What every drawing of an output kind receives from ChartView. */
export interface OutputViewProps<O extends ChartOutput = ChartOutput> {
  output: O;
  config: ChartConfig;
  /** Theme, locale and the drawing area's size, as buildChart was given them. */
  context: ChartContext;
  onTablePage?: TablePageHandler;
  onTableSort?: TableSortHandler;
  /** Drawings that can tell which item was clicked (ECharts) report it: dashboards drill, link and jump on it. */
  onItemClick?: ChartItemClickHandler;
  /** Drawings that draw asynchronously (ECharts) say when they have drawn (a board's render mode waits for it). */
  onDrawn?: () => void;
}
