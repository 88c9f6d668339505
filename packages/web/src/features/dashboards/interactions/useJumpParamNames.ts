import { viewRoutes } from '@redbi/shared/api';
import type { WidgetInteractions } from '@redbi/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/apiClient';
import { viewKey } from '../../views/viewQueries';
import { useChart } from '../../vizs/vizQueries';
import { useDashboard } from '../dashboardQueries';

/**
 * The names a jump's parameters may take on its target, offered while mapping them: the controller names of
 * a target dashboard (its presets), the query variables of a target chart's view (when the author may read
 * the view). An address takes any name, so nothing is offered for it; a target that cannot be read offers
 * nothing either.
 */
export function useJumpParamNames(orgId: string, jump: WidgetInteractions['jump']): string[] {
  const dashboard = useDashboard(orgId, jump.enabled && jump.kind === 'dashboard' ? jump.targetId : undefined).data;
  const chart = useChart(orgId, jump.enabled && jump.kind === 'chart' ? jump.targetId : undefined).data;
  const viewId = jump.kind === 'chart' ? chart?.viewId : undefined;
  const view = useQuery({
    queryKey: viewKey(orgId, viewId ?? ''),
    queryFn: () => api(viewRoutes.get, { params: { orgId, viewId: viewId! } }),
    enabled: viewId !== undefined,
    retry: false,
    meta: { silent: true },
  }).data;
  if (jump.kind === 'chart') return (view?.variables ?? []).filter((variable) => variable.type === 'query').map((variable) => variable.name);
  if (jump.kind !== 'dashboard') return [];
  return (dashboard?.config.widgets ?? []).filter((widget) => widget.type === 'controller').map((widget) => widget.name);
}
