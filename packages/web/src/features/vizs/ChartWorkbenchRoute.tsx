import type { Chart } from '@redbi/shared/domain';
import { useRef } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { preloadableComponent } from '../../components/preloadableComponent';
import { useAbilities } from '../orgs/abilities';
import { vizPaths } from './useVizActions';
import { mayCreateViz } from './vizActionRules';
import { useChart, useVizTree } from './vizQueries';

/** The chart workbench is a chunk of its own: those who only look at charts never download it. */
const ChartWorkbench = preloadableComponent(() => import('../workbench/ChartWorkbench').then((module) => module.ChartWorkbench), { fallback: <PageSpinner />, throwLoadError: true });

/**
 * …/vizs/charts/new?viewId=&parentId= and …/vizs/charts/:chartId/edit: the workbench, full width. A new
 * chart, once saved, continues as that chart's edit page; closing goes back to the chart (or the folder).
 * Only for those who may save it: without Manage on the chart (its privileges, as the server sent them) the
 * edit page gives way to the read-only viewer, and a new chart with nowhere to create it to the landing.
 * The server refuses the save regardless; this spares a workbench that cannot keep its work.
 */
export function ChartWorkbenchRoute({ orgId }: { orgId: string }) {
  const { chartId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const saved = useRef<string | undefined>(undefined);
  const paths = vizPaths(orgId);
  const parentId = search.get('parentId');

  const access = useEditAccess(orgId, chartId);
  if (access === 'pending') return <PageSpinner />;
  if (access === 'refused') return <Navigate to={chartId ? paths.open(chartId) : paths.base} replace />;

  const onSaved = (chart: Chart) => {
    saved.current = chart.id;
    if (chart.id !== chartId) void navigate(paths.edit(chart.id), { replace: true });
  };
  // The chart saved last, when the route has not drawn its edit page yet (the router draws a navigation as
  // a transition: meanwhile the new chart's workbench, which knows no id, is still there to be closed).
  const onClose = () => {
    const id = chartId ?? saved.current;
    void navigate(id ? paths.open(id) : parentId ? paths.open(parentId) : paths.base);
  };

  return <ChartWorkbench.Component orgId={orgId} chartId={chartId} initialViewId={search.get('viewId') ?? undefined} parentId={parentId} onSaved={onSaved} onClose={onClose} />;
}

/**
 * May the caller work on this chart (Manage on it) or create one (somewhere in the tree)? A chart that fails
 * to load is left to the workbench, which shows why.
 */
function useEditAccess(orgId: string, chartId: string | undefined): 'allowed' | 'refused' | 'pending' {
  const chart = useChart(orgId, chartId);
  const abilities = useAbilities(chartId === undefined ? orgId : undefined);
  const tree = useVizTree(orgId, chartId === undefined);
  if (chartId !== undefined) {
    if (chart.error) return 'allowed';
    if (!chart.data) return 'pending';
    return chart.data.privileges.includes('manage') ? 'allowed' : 'refused';
  }
  if (abilities.error || tree.error) return 'allowed';
  if (!abilities.data || !tree.data) return 'pending';
  return mayCreateViz(abilities.data, tree.data) ? 'allowed' : 'refused';
}
