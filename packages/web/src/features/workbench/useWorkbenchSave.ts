import { vizRoutes } from '@redbi/shared/api';
import type { Chart } from '@redbi/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { storeChart } from '../vizs/vizQueries';
import type { WorkbenchDraft } from './workbenchState';

/** Spec §4's save modes: a new chart, the chart being edited, or a new chart from the current state. */
export type SaveMode = 'add' | 'edit' | 'saveAs';

export interface SaveRequest {
  mode: SaveMode;
  draft: WorkbenchDraft & { viewId: string };
  /** The name to save under (add and saveAs ask for it; edit keeps the draft's). */
  name: string;
  /** The folder of a new chart. */
  parentId: string | null;
}

/**
 * Saves the workbench: POST …/charts (add, saveAs) or PUT …/charts/:chartId (edit). The server's chart is
 * cached and the viz tree refreshed (storeChart); the caller shows a refusal in its dialog.
 */
export function useWorkbenchSave(orgId: string, chart: Chart | undefined) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ mode, draft, name, parentId }: SaveRequest): Promise<Chart> => {
      if (mode === 'edit' && chart) {
        return api(vizRoutes.updateChart, { params: { orgId, chartId: chart.id }, body: { name, description: chart.description, viewId: draft.viewId, config: draft.config } });
      }
      return api(vizRoutes.createChart, { params: { orgId }, body: { name, description: '', parentId, viewId: draft.viewId, config: draft.config } });
    },
    meta: { silent: true },
    onSuccess: (saved) => storeChart(queryClient, orgId, saved),
  });
  return { save: mutation.mutateAsync, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
