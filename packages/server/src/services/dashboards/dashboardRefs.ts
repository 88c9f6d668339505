import { boardReferences } from '@redbi/charts';
import type { BoardConfig, Widget } from '@redbi/shared/domain';

/** A row of `dashboard_refs`: a chart a board embeds or a view its widgets read. */
export interface DashboardRef {
  kind: 'chart' | 'view';
  id: string;
}

/** What a board refers to, as stored in `dashboard_refs` (rewritten with every save; usage lists read it). */
export function dashboardRefsOf(board: BoardConfig): DashboardRef[] {
  const { chartIds, viewIds } = boardReferences(board);
  return [...chartIds.map((id): DashboardRef => ({ kind: 'chart', id })), ...viewIds.map((id): DashboardRef => ({ kind: 'view', id }))];
}

const viewsOfWidget = (board: BoardConfig, widget: Widget): string[] => boardReferences({ ...board, widgets: [widget] }).viewIds;

/** What a widget does with the views it reads: the same again needs nothing new. */
const readOf = (widget: Widget): string => JSON.stringify([widget.type, widget.config]);

/**
 * The widgets that read views differently from the stored board (all of them for a new board): a private
 * chart, a controller or a rich text that is new, or changed. Their author needs Access on those views;
 * what the stored board already read stays readable through the board, as a saved chart stays readable
 * to its viewers.
 */
export function widgetsReadingNewly(board: BoardConfig, stored?: BoardConfig): { widget: Widget; viewIds: string[] }[] {
  const before = new Set(stored ? stored.widgets.map(readOf) : []);
  return board.widgets
    .filter((widget) => !before.has(readOf(widget)))
    .map((widget) => ({ widget, viewIds: viewsOfWidget(board, widget) }))
    .filter(({ viewIds }) => viewIds.length > 0);
}

/** The views those widgets read. */
export const viewsNewlyRead = (board: BoardConfig, stored?: BoardConfig): string[] => [...new Set(widgetsReadingNewly(board, stored).flatMap(({ viewIds }) => viewIds))];

/** The saved charts a board embeds that the stored one did not (all of them for a new board): its author needs View on them. */
export function chartsNewlyEmbedded(board: BoardConfig, stored?: BoardConfig): string[] {
  const before = new Set(stored ? boardReferences(stored).chartIds : []);
  return boardReferences(board).chartIds.filter((id) => !before.has(id));
}
