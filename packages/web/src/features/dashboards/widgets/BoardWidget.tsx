import { isControllerVisible, widgetNeedsData, type BoardCharts } from '@redbi/charts';
import type { BoardConfig, Widget } from '@redbi/shared/domain';
import { memo, useCallback, useState } from 'react';
import type { BoardAction, BoardMode, BoardRuntimeState, ChartPointEvent, WidgetData, WidgetView, WidgetViewProps } from '../boardContract';
import { useBoard } from './boardContext';
import { DrillBreadcrumb } from './DrillBreadcrumb';
import { WidgetFrame } from './WidgetFrame';
import { widgetViews } from './widgetViews';

const isDataChart = (widget: Widget) => widget.type === 'chart' || widget.type === 'privateChart';

interface WidgetBodyProps {
  widget: Widget;
  board: BoardConfig;
  charts: BoardCharts;
  data: WidgetData;
  options: WidgetData | undefined;
  state: BoardRuntimeState;
  mode: BoardMode;
  painted: boolean;
  frameRef: (element: HTMLElement | null) => void;
  dispatch: (action: BoardAction) => void;
  onRetry: () => void;
  onTablePage: (pageNo: number, pageSize: number) => void;
  onTableSort: (uid: string, order: 'ASC' | 'DESC' | undefined) => void;
  onOptionsSearch: ((text: string) => void) | undefined;
  onPoint: ((event: ChartPointEvent) => void) | undefined;
  onPainted: () => void;
}

/** A widget type's view, drawn again only when its own props change (not when its frame marks itself painted). */
const WidgetContent = memo(function WidgetContent({ View, ...props }: WidgetViewProps & { View: WidgetView }) {
  return <View {...props} />;
});

/**
 * A widget's frame and view, drawn again only when one of its own inputs changes: a streamed answer for
 * another widget, or another widget having painted, leaves it alone (30 charts, 30 answers).
 */
const WidgetBody = memo(function WidgetBody({ widget, data, options, mode, painted, frameRef, onRetry, ...viewProps }: WidgetBodyProps) {
  const needsData = widgetNeedsData(widget);
  // A controller shows trouble with its options itself; every other widget's error fills its frame.
  const error = widget.type === 'controller' ? undefined : data.error;
  return (
    <WidgetFrame
      widget={widget}
      frameRef={frameRef}
      titleExtra={isDataChart(widget) && <DrillBreadcrumb widget={widget} />}
      loading={needsData && (options ?? data).loading}
      error={error}
      onRetry={onRetry}
      painted={!needsData || painted || error !== undefined || (options !== undefined && !options.loading)}
      // Viewers may put a widget in full screen; the editor's canvas and screenshots (render mode) need no button.
      fullscreen={mode === 'view'}
    >
      <WidgetContent View={widgetViews[widget.type] as WidgetView} widget={widget} data={data} options={options} mode={mode} {...viewProps} />
    </WidgetFrame>
  );
});

/**
 * One widget on a board: its frame and, inside, its type's view with its part of the batched answer. The
 * frame is observed for lazy loading, shows the loading bar and the error of the widget's item, and marks
 * itself painted once the view has drawn its data. A controller hidden by its visibility rule draws
 * nothing for viewers (the editor shows it dimmed).
 */
export const BoardWidget = memo(function BoardWidget({ widget }: { widget: Widget }) {
  const board = useBoard();
  const { mode, dispatch, observe, pageTable, sortTable, searchOptions, onPoint } = board;
  const [painted, setPainted] = useState(false);
  const frameRef = useCallback((element: HTMLElement | null) => observe(widget.id, element), [observe, widget.id]);
  const reportPainted = board.onPainted;
  const onPainted = useCallback(() => {
    setPainted(true);
    reportPainted(widget.id);
  }, [reportPainted, widget.id]);
  const onRetry = useCallback(() => dispatch({ type: 'refresh', widgetIds: [widget.id] }), [dispatch, widget.id]);
  const onTablePage = useCallback((pageNo: number, pageSize: number) => pageTable(widget.id, pageNo, pageSize), [pageTable, widget.id]);
  const onTableSort = useCallback((uid: string, order: 'ASC' | 'DESC' | undefined) => sortTable(widget.id, uid, order), [sortTable, widget.id]);
  const onOptionsSearch = useCallback((text: string) => searchOptions(widget.id, text), [searchOptions, widget.id]);

  if (widget.type === 'controller' && mode !== 'edit' && !isControllerVisible(board.board, widget.id, board.controllerValues)) return null;
  return (
    <WidgetBody
      widget={widget}
      frameRef={frameRef}
      board={board.board}
      charts={board.charts}
      data={board.dataOf(widget.id)}
      options={widget.type === 'controller' ? board.optionsOf(widget.id) : undefined}
      state={board.state}
      mode={mode}
      painted={painted}
      dispatch={dispatch}
      onRetry={onRetry}
      onTablePage={onTablePage}
      onTableSort={onTableSort}
      onOptionsSearch={widget.type === 'controller' ? onOptionsSearch : undefined}
      onPoint={isDataChart(widget) && mode !== 'edit' ? onPoint : undefined}
      onPainted={onPainted}
    />
  );
});
