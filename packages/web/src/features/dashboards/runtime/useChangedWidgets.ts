import type { BoardCharts } from '@redbi/charts';
import type { BoardConfig, Widget } from '@redbi/shared/domain';
import { useEffect, useRef } from 'react';
import { dataWidgets } from './boardWidgets';

/** What a widget's query depends on: its type and config (and the saved chart it shows), not its place or looks. */
const querySignature = (widget: Widget, charts: BoardCharts): string =>
  JSON.stringify([widget.type, widget.config, widget.type === 'chart' ? charts[widget.config.chartId] : undefined]);

/**
 * Asks again for the widgets whose query changed while the board is open (the editor adds one, picks another
 * chart or edits a private chart); a changed controller can change every widget's filters, so it asks all.
 * Moving, resizing or restyling a widget asks nothing.
 */
export function useChangedWidgets(board: BoardConfig, charts: BoardCharts, want: (widgetIds: string[]) => void): void {
  const signatures = useRef<Map<string, string>>(undefined);
  useEffect(() => {
    const next = new Map(dataWidgets(board).map((widget) => [widget.id, querySignature(widget, charts)]));
    const previous = signatures.current;
    signatures.current = next;
    if (!previous) return;
    const changed = dataWidgets(board).filter((widget) => previous.get(widget.id) !== next.get(widget.id));
    if (changed.length === 0) return;
    want(changed.some((widget) => widget.type === 'controller') ? [...next.keys()] : changed.map((widget) => widget.id));
  }, [board, charts, want]);
}
