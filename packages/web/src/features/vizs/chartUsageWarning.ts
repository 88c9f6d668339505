import type { VizNode } from '@redbi/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchVizUsage } from './vizQueries';
import './messages';

/**
 * Before a chart goes to the recycle bin or away for good: the dashboards that embed it, as a sentence for
 * the confirmation ("Used by dashboards: …; they will show 'The linkage chart has been deleted, please
 * reconfigure'"). undefined: not a chart, used nowhere, or the lookup failed (the usage only warns; the
 * server decides whether the change may happen).
 */
export function useChartUsageWarning(orgId: string): (node: VizNode) => Promise<string | undefined> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (node) => {
    if (node.kind !== 'chart') return undefined;
    const usage = await fetchVizUsage(queryClient, orgId, node.id).catch(() => undefined);
    const names = usage?.dashboards.map((dashboard) => `"${dashboard.name}"`) ?? [];
    return names.length === 0 ? undefined : t('vizs.usage.usedBy', { names: names.join(', '), message: t('errors.linkedChartDeleted') });
  };
}
