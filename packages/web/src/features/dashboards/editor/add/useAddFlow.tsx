import { newControllerConfig, newWidgetName } from '@redbi/charts';
import type { BoardChart, BoardConfig, ChartConfig, PrivateChartWidget, Widget } from '@redbi/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reportError } from '../../../../app/errors/reportError';
import { chartQuery } from '../../../vizs/vizQueries';
import type { WidgetRequest } from '../boardEdits';
import { AddMediaDialog, type MediaType } from './AddMediaDialog';
import type { AddChoice } from './AddWidgetMenu';
import { PickChartsDialog } from './PickChartsDialog';
import { PrivateChartModal, type PrivateChartDraft } from './PrivateChartModal';

interface AddFlowOptions {
  orgId: string;
  board: BoardConfig;
  /** Adds new widgets made for the board as it is now (selected), and returns them. */
  addWidgets: (requests: WidgetRequest[]) => Widget[];
  update: (widget: Widget) => void;
  /** Saved charts just put on the board: the editor draws them before the board is saved. */
  onCharts: (charts: Record<string, BoardChart>) => void;
  /** A widget was added: the editor may open its settings. */
  onAdded: (widgets: Widget[]) => void;
}

/** The private chart open in the workbench: a new one, or a widget's. */
type OpenPrivateChart = PrivateChartDraft & { widgetId?: string };

const boardChartOf = (chart: { id: string; name: string; viewId: string; config: ChartConfig }): BoardChart => ({ id: chart.id, name: chart.name, viewId: chart.viewId, config: chart.config });

/**
 * Adding widgets from the Add menu: widgets that need nothing more are added at once (a controller of the
 * chosen facade, rich text, a timer, a tab, buttons); saved charts are picked in a dialog (each read for the
 * board to draw it, named after the chart), media ask for an address or an upload, and a private chart is
 * built in the embedded workbench first. Private charts are edited again through `editPrivateChart`.
 */
export function useAddFlow({ orgId, board, addWidgets, update, onCharts, onAdded }: AddFlowOptions) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ kind: 'charts' } | { kind: 'media'; type: MediaType }>();
  const [privateChart, setPrivateChart] = useState<OpenPrivateChart>();

  const add = (requests: WidgetRequest[]) => onAdded(addWidgets(requests));

  const pick = (choice: AddChoice) => {
    if (choice.kind === 'savedChart') setDialog({ kind: 'charts' });
    else if (choice.kind === 'media') setDialog({ kind: 'media', type: choice.type });
    else if (choice.kind === 'privateChart') setPrivateChart({ name: newWidgetName(board.widgets.map((widget) => widget.name)) });
    else if (choice.kind === 'controller') add([{ type: 'controller', init: { config: newControllerConfig(choice.facade) } }]);
    else add([{ type: choice.type }]);
  };

  const addCharts = async (chartIds: string[]) => {
    try {
      const charts = await Promise.all(chartIds.map((chartId) => queryClient.fetchQuery(chartQuery(orgId, chartId))));
      onCharts(Object.fromEntries(charts.map((chart) => [chart.id, boardChartOf(chart)])));
      add(charts.map((chart) => ({ type: 'chart', init: { name: chart.name, config: { chartId: chart.id } } })));
      setDialog(undefined);
    } catch (error) {
      reportError(error);
    }
  };

  const finishPrivateChart = ({ viewId, config }: { viewId: string; config: ChartConfig }) => {
    const open = privateChart;
    setPrivateChart(undefined);
    const existing = open?.widgetId ? board.widgets.find((widget): widget is PrivateChartWidget => widget.id === open.widgetId && widget.type === 'privateChart') : undefined;
    if (existing) update({ ...existing, config: { viewId, chart: config } });
    else add([{ type: 'privateChart', init: { ...(open ? { name: open.name } : {}), config: { viewId, chart: config } } }]);
  };

  const holder = (
    <>
      {dialog?.kind === 'charts' && (
        <PickChartsDialog
          orgId={orgId}
          usedChartIds={board.widgets.flatMap((widget) => (widget.type === 'chart' ? [widget.config.chartId] : []))}
          onAdd={addCharts}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'media' && (
        <AddMediaDialog
          type={dialog.type}
          onAdd={(src) => {
            setDialog(undefined);
            add([{ type: dialog.type, init: { config: { src } } }]);
          }}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {privateChart && <PrivateChartModal orgId={orgId} chart={privateChart} onDone={finishPrivateChart} onClose={() => setPrivateChart(undefined)} />}
    </>
  );

  return {
    holder,
    pick,
    editPrivateChart: (widget: PrivateChartWidget) => setPrivateChart({ widgetId: widget.id, name: widget.name, viewId: widget.config.viewId, config: widget.config.chart }),
    /** A dialog or the workbench is open: the editor's keys wait. */
    busy: dialog !== undefined || privateChart !== undefined,
  };
}
