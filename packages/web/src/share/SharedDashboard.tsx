import type { Dashboard } from '@redbi/shared/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BoardDataSourceContext, type BoardDataSource } from '../features/dashboards/runtime/boardDataSource';
import { renderStart } from '../features/dashboards/runtime/renderState';
import { DashboardView } from '../features/dashboards/viewer/DashboardView';
import { linkPresets } from '../features/dashboards/viewer/linkPresets';

/**
 * A shared dashboard, as its viewers see it in the app: controllers, linkage, drill and the board's ONE
 * batched data request per moment — sent to the share's data route with the share session (`source`).
 * Controllers are preset from the link's query (`?region=East`) as a board's own link does. `render`: the
 * board alone, every widget asked at once and `data-board-painted` once drawn, for a download's picture.
 */
export function SharedDashboard({ dashboard, source, height, render = false }: { dashboard: Dashboard; source: BoardDataSource; height: string; render?: boolean }) {
  const [searchParams] = useSearchParams();
  const presets = useMemo(() => linkPresets(searchParams), [searchParams]);
  // A picture for a share's download: the state its viewer asked it with (runtime/renderState.ts).
  const [start] = useState(() => (render ? renderStart() : undefined));
  return (
    <BoardDataSourceContext.Provider value={source}>
      <div style={{ height, overflow: render ? undefined : 'auto' }}>
        <DashboardView dashboard={dashboard} mode={render ? 'render' : 'view'} presets={presets} {...(start ? { start } : {})} />
      </div>
    </BoardDataSourceContext.Provider>
  );
}
