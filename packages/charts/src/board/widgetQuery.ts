import type { BoardDataKind, DataChartWidget, Widget } from '@redbi/shared/domain';
import type { WidgetQueryInput, WidgetQueryResult } from './boardTypes';
import { chartDataQuery } from './chartDataQuery';
import { optionsQuery } from './optionsQuery';
import { richTextQuery } from './richTextQuery';
import { rowsQuery } from './rowsQuery';

export { controllerOptionColumns, MAX_CONTROLLER_OPTIONS } from './optionsQuery';
export { DEFAULT_ROWS_PAGE_SIZE, MAX_ROWS_PAGE_SIZE } from './rowsQuery';

const isDataChart = (widget: Widget): widget is DataChartWidget => widget.type === 'chart' || widget.type === 'privateChart';

/** Each kind of item and the widgets that answer it; any other pairing has nothing to ask. */
const itemQueries: Record<BoardDataKind, (input: WidgetQueryInput) => WidgetQueryResult> = {
  data: (input) => {
    const { widget } = input;
    if (isDataChart(widget)) return chartDataQuery({ ...input, widget });
    return widget.type === 'richText' ? richTextQuery({ ...input, widget }) : undefined;
  },
  options: (input) => (input.widget.type === 'controller' ? optionsQuery({ ...input, widget: input.widget }) : undefined),
  rows: (input) => (isDataChart(input.widget) ? rowsQuery({ ...input, widget: input.widget }) : undefined),
};

/**
 * The query of one item of a board's batched data request (the server runs it; the editor previews it):
 * a chart's or a rich text's data, a controller's options, or the rows behind a chart's data point — with
 * the board's controllers, linkages and the drill path applied. An error when it cannot run (a deleted
 * saved chart, a required controller left empty); undefined when the widget has nothing to ask.
 */
export const widgetQuery = (input: WidgetQueryInput): WidgetQueryResult => itemQueries[input.item.kind](input);
