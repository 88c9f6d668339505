import type { ChartOutputKind } from '@redbi/charts';
import type { ComponentType } from 'react';
import { ChartMessage } from './ChartMessage';
import { ChartTable } from './ChartTable';
import { EChartsCanvas } from './EChartsCanvas';
import type { OutputOfKind, OutputViewProps } from './outputViewProps';
import { PivotTable } from './PivotTable';
import { RichText } from './RichText';
import { ScoreCard } from './ScoreCard';

/** How the browser draws one kind of chart output (packages/charts decides the kind; nothing here knows chart ids). */
export interface OutputView<K extends ChartOutputKind> {
  Component: ComponentType<OutputViewProps<OutputOfKind<K>>>;
  /** Meaningful without rows (rich text, a message): no 'no rows' notice in its place. */
  drawsWithoutRows: boolean;
  /** Offers the 'Show as table' toggle: a drawing that is not already a table (a pivot is one, with headers screen readers read). */
  offersDataTable: boolean;
}

/** One entry per output kind; the record is exhaustive, so a new kind in packages/charts must be drawn here. */
export const outputViews: { [K in ChartOutputKind]: OutputView<K> } = {
  echarts: { Component: EChartsCanvas, drawsWithoutRows: false, offersDataTable: true },
  table: { Component: ChartTable, drawsWithoutRows: false, offersDataTable: false },
  pivot: { Component: PivotTable, drawsWithoutRows: false, offersDataTable: false },
  scorecard: { Component: ScoreCard, drawsWithoutRows: false, offersDataTable: true },
  richtext: { Component: RichText, drawsWithoutRows: true, offersDataTable: true },
  message: { Component: ChartMessage, drawsWithoutRows: true, offersDataTable: false },
};
