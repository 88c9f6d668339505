import { controllerValues } from '@redbi/charts';
import type { BoardConfig, Dashboard, DownloadState, Widget } from '@redbi/shared/domain';
import { Empty } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadableComponent } from '../../../components/preloadableComponent';
import type { BoardMode } from '../boardContract';
import { AutoBoardLayout } from '../layouts/AutoBoardLayout';
import { FreeBoardLayout } from '../layouts/FreeBoardLayout';
import type { BoardLoad } from '../runtime/boardData';
import { isBoardPainted } from '../runtime/boardPainted';
import { shownWidgetIds } from '../runtime/boardRequest';
import { useBoardData } from '../runtime/useBoardData';
import { useBoardRuntime, type BoardPresets, type RenderStart } from '../runtime/useBoardRuntime';
import { createWidgetVisibility } from '../runtime/widgetVisibility';
import { BoardContext, type BoardContextValue } from '../widgets/boardContext';
import { BoardWidget } from '../widgets/BoardWidget';
import { preloadChartDrawing } from '../widgets/preloadChartDrawing';
import { useBoardCode } from '../widgets/useBoardCode';
import { widgetTitle } from '../widgets/WidgetFrame';
import { LinkageChips, pointValuesText } from './LinkageChips';
import { usePointActions } from './usePointActions';
import '../messages';

/**
 * What a click on a data point opens loads with its first use: a board (and a share page) paints without it.
 * A menu whose code fails to load is not shown; a dialog the viewer asked for reaches the error page.
 */
const JumpDialog = preloadableComponent(() => import('./JumpDialog').then((module) => module.JumpDialog), { throwLoadError: true });
const PointMenu = preloadableComponent(() => import('./PointMenu').then((module) => module.PointMenu));
const ViewRowsDialog = preloadableComponent(() => import('./ViewRowsDialog').then((module) => module.ViewRowsDialog), { throwLoadError: true });

export interface DashboardViewProps {
  dashboard: Dashboard;
  mode: BoardMode;
  /** The editor's unsaved board: shown, and queried by the server, instead of the stored one. */
  draft?: BoardConfig;
  /** Controller presets by controller name, as a URL or a jump carries them. */
  presets?: BoardPresets;
  /** The editor's own layout (editable grid, free canvas) around the widgets; the viewer's by default. */
  renderLayout?: (renderWidget: (widget: Widget) => ReactNode) => ReactNode;
  /** Each finished request's timings (the editor's load-time panel). */
  onLoad?: (load: BoardLoad) => void;
  /** Render mode, for a download's picture: controller values by widget id, linkage and drill to open with. */
  start?: RenderStart;
  /** Where the viewer's download menu reads the state in force (controller values applied, linkage, drill). */
  stateRef?: { current: (() => DownloadState) | undefined };
}

/**
 * A dashboard on screen: its runtime (controllers, linkages, drills, tabs), its data (one batched request
 * per moment, widgets asked as they come on screen — all at once in render mode), its layout (auto or
 * free) with every widget in its frame, the active linkages above it, and the interactions of data points
 * (menu, rows, jump dialog). In render mode the root says `data-board-painted="true"` once every data
 * widget on show has drawn or failed.
 */
export function DashboardView({ dashboard, mode, draft, presets, renderLayout, onLoad, start, stateRef }: DashboardViewProps) {
  const { t } = useTranslation();
  const board = draft ?? dashboard.config;
  const { charts, orgId } = dashboard;
  const runtime = useBoardRuntime(board, charts, presets, mode === 'render', start);
  const { state, dispatch } = runtime;
  const { applied } = runtime;
  useEffect(() => {
    if (!stateRef) return;
    stateRef.current = () => ({ controllers: applied, linkage: state.linkage, drill: state.drill, params: {} });
    return () => {
      stateRef.current = undefined;
    };
  }, [stateRef, applied, state.linkage, state.drill]);
  const [visibility] = useState(() => createWidgetVisibility(mode === 'render'));
  useEffect(() => () => visibility.dispose(), [visibility]);
  const values = useMemo(() => controllerValues(board, state.controllers), [board, state.controllers]);
  const displayed = useMemo(() => shownWidgetIds(board, state.tabs, values, mode), [board, state.tabs, values, mode]);
  const data = useBoardData({ orgId, dashboardId: dashboard.id, board, charts, runtime, mode, draft, visibility, displayed });
  const points = usePointActions({ orgId, board, charts, state, dispatch, mode });
  const [painted, setPainted] = useState<ReadonlySet<string>>(() => new Set());
  const onPainted = useCallback((widgetId: string) => setPainted((current) => (current.has(widgetId) ? current : new Set(current).add(widgetId))), []);
  const renderWidget = useCallback((widget: Widget) => <BoardWidget key={widget.id} widget={widget} />, []);
  const observe = useCallback((widgetId: string, element: Element | null) => visibility.observe(widgetId, element), [visibility]);

  // ECharts loads while the board's first request is out: evaluating it before would hold the request up.
  const asking = data.busy;
  useEffect(() => {
    if (asking) preloadChartDrawing(board, charts);
  }, [asking, board, charts]);
  const codeLoaded = useBoardCode(board);

  const { lastLoad } = data;
  useEffect(() => {
    if (lastLoad?.totalMs !== undefined) onLoad?.(lastLoad);
  }, [lastLoad, onLoad]);

  const context = useMemo<BoardContextValue>(
    () => ({
      board,
      charts,
      state,
      controllerValues: values,
      mode,
      busy: data.busy,
      dispatch,
      dataOf: data.dataOf,
      optionsOf: data.optionsOf,
      pageTable: data.pageTable,
      sortTable: data.sortTable,
      searchOptions: data.searchOptions,
      onPoint: points.onPoint,
      onPainted,
      observe,
      renderWidget,
    }),
    [board, charts, state, values, mode, data, dispatch, points.onPoint, onPainted, observe, renderWidget],
  );

  const boardPainted = mode === 'render' && codeLoaded && isBoardPainted(board, displayed, data.items, painted);
  const rowsWidget = points.rows && board.widgets.find((widget) => widget.id === points.rows!.widgetId);
  // The same element while only data or paint state changes: the layout (and react-grid-layout) is not drawn
  // again for each streamed answer; each widget follows its own part of the context.
  const layout = useMemo(
    () => (renderLayout ? renderLayout(renderWidget) : board.layout === 'free' ? <FreeBoardLayout board={board} renderWidget={renderWidget} /> : <AutoBoardLayout board={board} renderWidget={renderWidget} />),
    [renderLayout, renderWidget, board],
  );

  return (
    <BoardContext.Provider value={context}>
      <div role="region" aria-label={t('dashboards.board.label', { name: dashboard.name })} data-board-painted={boardPainted ? 'true' : undefined} style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <LinkageChips board={board} charts={charts} linkage={state.linkage} dispatch={dispatch} />
        <div style={{ flex: 1, minHeight: 0 }}>
          {board.widgets.length === 0 && !renderLayout ? <Empty description={t('dashboards.board.empty')} /> : layout}
        </div>
        {points.menu && <PointMenu.Component event={points.menu.event} actions={points.menu.actions} onRun={points.run} onClose={points.closeMenu} />}
        {points.rows && rowsWidget && (
          <ViewRowsDialog.Component
            request={{ orgId, dashboardId: dashboard.id, widgetId: rowsWidget.id, point: points.rows.values, controllers: runtime.applied, linkage: state.linkage, ...(draft ? { draft } : {}) }}
            title={widgetTitle(rowsWidget)}
            pointText={pointValuesText(board, charts, rowsWidget.id, points.rows.values)}
            onClose={points.closeRows}
          />
        )}
        {points.jump && <JumpDialog.Component orgId={orgId} jump={points.jump} onClose={points.closeJump} />}
      </div>
    </BoardContext.Provider>
  );
}
