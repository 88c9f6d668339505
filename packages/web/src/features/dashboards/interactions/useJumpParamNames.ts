import type { WidgetInteractions } from '@redbi/shared/domain';
import { useDashboard } from '../dashboardQueries';

/**
 * The names a jump's parameters may take on its target, offered while mapping them: the controller names of
 * a target dashboard (its presets). An address takes any name, and a chart opens as saved, so nothing is
 * offered for them; a dashboard that cannot be read offers nothing either.
 */
export function useJumpParamNames(orgId: string, jump: WidgetInteractions['jump']): string[] {
  const dashboard = useDashboard(orgId, jump.enabled && jump.kind === 'dashboard' ? jump.targetId : undefined).data;
  if (jump.kind !== 'dashboard') return [];
  return (dashboard?.config.widgets ?? []).filter((widget) => widget.type === 'controller').map((widget) => widget.name);
}
