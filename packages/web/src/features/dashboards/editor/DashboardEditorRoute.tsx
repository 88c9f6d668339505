import type { Dashboard } from '@redbi/shared/domain';
import { Spin } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { vizPaths } from '../../vizs/useVizActions';
import { useDashboard } from '../dashboardQueries';
import { DashboardEditor } from './DashboardEditor';

/**
 * …/vizs/dashboards/:dashboardId/edit: the board editor, full width (a chunk of its own, loaded by the Vizs
 * page when opened). Only for those who may save the
 * dashboard (Manage, as the server sent its privileges): others are taken to the dashboard itself. The
 * server refuses the save regardless; this spares an editor that cannot keep its work. Saving as another
 * dashboard continues in that one's editor; closing goes back to the dashboard.
 */
export function DashboardEditorRoute({ orgId }: { orgId: string }) {
  const { dashboardId = '' } = useParams();
  const navigate = useNavigate();
  const paths = vizPaths(orgId);
  const dashboard = useDashboard(orgId, dashboardId);

  if (dashboard.error) return <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <Spin />;
  if (!dashboard.data.privileges.includes('manage')) return <Navigate to={paths.open(dashboardId)} replace />;

  const onSaved = (saved: Dashboard) => {
    if (saved.id !== dashboardId) void navigate(paths.dashboardEdit(saved.id), { replace: true });
  };
  return <DashboardEditor key={dashboard.data.id} orgId={orgId} dashboard={dashboard.data} onSaved={onSaved} onClose={() => void navigate(paths.open(dashboardId))} />;
}
