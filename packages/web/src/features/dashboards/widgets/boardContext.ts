import type { BoardCharts } from '@redbi/charts';
import type { BoardConfig, Widget } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import { createContext, useContext, type ReactNode } from 'react';
import type { BoardAction, BoardMode, BoardRuntimeState, ChartPointEvent, WidgetData } from '../boardContract';

/**
 * What every widget on a shown board shares: the board, its runtime state and data, and the handlers that
 * go back to the runtime. One context instead of a dozen props through the layouts, so a tab can draw its
 * children the way the board draws its own (`renderWidget`).
 */
export interface BoardContextValue {
  board: BoardConfig;
  charts: BoardCharts;
  state: BoardRuntimeState;
  /** Every controller's value (state, preset or defaults), for visibility rules. */
  controllerValues: Record<string, FilterValue[]>;
  mode: BoardMode;
  /** A request of the board is under way (the query button waits). */
  busy: boolean;
  dispatch: (action: BoardAction) => void;
  dataOf(widgetId: string): WidgetData;
  optionsOf(widgetId: string): WidgetData | undefined;
  pageTable(widgetId: string, pageNo: number, pageSize: number): void;
  sortTable(widgetId: string, uid: string, order: 'ASC' | 'DESC' | undefined): void;
  /** Ask a controller's options matching a typed text (options from data; an empty text: all of them). */
  searchOptions(widgetId: string, text: string): void;
  onPoint(event: ChartPointEvent): void;
  onPainted(widgetId: string): void;
  /** A widget's element as it mounts, for lazy loading. */
  observe(widgetId: string, element: Element | null): void;
  /** Draws a widget in its frame (the layouts and the tab widget call it). */
  renderWidget(widget: Widget): ReactNode;
}

export const BoardContext = createContext<BoardContextValue | undefined>(undefined);

/** The board a widget is drawn on; widgets are only ever drawn inside DashboardView. */
export function useBoard(): BoardContextValue {
  const board = useContext(BoardContext);
  if (!board) throw new Error('A widget is drawn outside of a board');
  return board;
}
