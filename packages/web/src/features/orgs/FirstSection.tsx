import { Navigate, useParams } from 'react-router';
import { sections } from '../../app/shell/sections';
import { NoPermission } from '../../components/NoPermission';
import { PageSpinner } from '../../components/PageSpinner';
import { sectionAllowed, useAbilities } from './abilities';

/** /organizations/:orgId: the first area of the navigation the user may open. */
export function FirstSection() {
  const { orgId } = useParams();
  const abilities = useAbilities(orgId);
  if (abilities.isPending) return <PageSpinner />;
  const first = abilities.data && sections.find((section) => sectionAllowed[section](abilities.data));
  return first ? <Navigate to={first} replace /> : <NoPermission />;
}
