import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useIsLoggedIn } from '../../features/auth/session/useIsLoggedIn';
import { useSysInfo } from '../../features/system/sysInfo';

/** Without a session: to /login once the system is initialized, else to /setup (spec §2). */
function EntryRedirect() {
  const sysInfo = useSysInfo();
  if (sysInfo.isPending) return <PageSpinner />;
  return <Navigate to={sysInfo.data?.initialized === false ? '/setup' : '/login'} replace />;
}

/** The pages behind it need a session. */
export function SessionGate() {
  return useIsLoggedIn() ? <Outlet /> : <EntryRedirect />;
}
