import { Navigate, Outlet, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useOrgs } from './orgQueries';

/** The pages of one organisation; an organisation the user is not in leads back to the main page. */
export function OrgScope() {
  const { orgId } = useParams();
  const orgs = useOrgs();
  if (orgs.isPending) return <PageSpinner />;
  if (orgs.data && !orgs.data.some((org) => org.id === orgId)) return <Navigate to="/" replace />;
  return <Outlet />;
}
