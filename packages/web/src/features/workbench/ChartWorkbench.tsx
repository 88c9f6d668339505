import type { Chart } from '@redbi/shared/domain';
import { Spin } from 'antd';
import { LoadFailure } from '../../components/LoadFailure';
import { useChart } from '../vizs/vizQueries';
import './messages';
import { WorkbenchEditor, type EmbeddedWorkbench } from './WorkbenchEditor';

export interface ChartWorkbenchProps {
  orgId: string;
  /** The chart to edit; without it, a new chart. */
  chartId?: string;
  /** The view a new chart starts on. */
  initialViewId?: string;
  /** The folder a new chart is saved into (the save dialog may pick another). */
  parentId?: string | null;
  /** Not called when embedded. */
  onSaved?(chart: Chart): void;
  onClose(): void;
  /** Inside another editor (a dashboard's private chart): Save hands the chart back instead of storing it. */
  embedded?: EmbeddedWorkbench;
}

/**
 * The chart workbench (issue 11), mounted lazily by the Vizs page at vizs/charts/new and
 * vizs/charts/:chartId/edit, and by the dashboard editor for private charts (embedded, without a chartId).
 */
export function ChartWorkbench({ orgId, chartId, initialViewId, parentId = null, onSaved, onClose, embedded }: ChartWorkbenchProps) {
  const chart = useChart(orgId, chartId);
  if (embedded) return <WorkbenchEditor key="embedded" orgId={orgId} initialViewId={initialViewId} parentId={parentId} onClose={onClose} embedded={embedded} />;
  if (chartId !== undefined && chart.error) return <LoadFailure error={chart.error} onRetry={() => void chart.refetch()} />;
  if (chartId !== undefined && !chart.data) return <Spin />;
  return <WorkbenchEditor key={chart.data?.id ?? 'new'} orgId={orgId} chart={chart.data} initialViewId={initialViewId} parentId={parentId} onSaved={onSaved} onClose={onClose} />;
}
