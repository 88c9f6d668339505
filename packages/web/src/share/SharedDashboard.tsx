import type { Dashboard } from '@redbi/shared/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BoardDataSourceContext, type BoardDataSource } from '../features/dashboards/runtime/boardDataSource';
import { DashboardView } from '../features/dashboards/viewer/DashboardView';
import { linkPresets } from '../features/dashboards/viewer/linkPresets';

/**
 * A shared dashboard, as its viewers see it in the app: controllers, linkage, drill and the board's ONE
 * batched data request per moment — sent to the share's data route with the share session (`source`).
 * Controllers are preset from the link's query (`?region=East`) as a board's own link does.
 */
export function SharedDashboard({ dashboard, source, height }: { dashboard: Dashboard; source: BoardDataSource; height: string }) {
  const [searchParams] = useSearchParams();
  const presets = useMemo(() => linkPresets(searchParams), [searchParams]);
  return (
    <BoardDataSourceContext.Provider value={source}>
      <div style={{ height, overflow: 'auto' }}>
        <DashboardView dashboard={dashboard} mode="view" presets={presets} />
      </div>
    </BoardDataSourceContext.Provider>
  );
}
