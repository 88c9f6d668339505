import { Navigate, Outlet, useMatch, useParams } from 'react-router';
import { sections, type Section } from '../../app/shell/sections';
import { NoPermission } from '../../components/NoPermission';
import { PageSpinner } from '../../components/PageSpinner';
import { sectionAllowed, useAbilities } from './abilities';
import { useOrgs } from './orgQueries';

const isSection = (value: string | undefined): value is Section => sections.some((section) => section === value);

/**
 * The pages of one organisation. An organisation the user is not in leads back to the main page; an area
 * the server's abilities do not open shows the no-permission page.
 */
export function OrgScope() {
  const { orgId } = useParams();
  const section = useMatch('/organizations/:orgId/:section/*')?.params.section;
  const orgs = useOrgs();
  const abilities = useAbilities(orgId);
  if (orgs.isPending || abilities.isPending) return <PageSpinner />;
  if (orgs.data && !orgs.data.some((org) => org.id === orgId)) return <Navigate to="/" replace />;
  if (isSection(section) && !(abilities.data && sectionAllowed[section](abilities.data))) return <NoPermission />;
  return <Outlet />;
}
