import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { tokenStore } from '../../api/tokenStore';
import { useSysInfo } from '../system/sysInfo';
import { AuthLayout } from './AuthLayout';
import { LoggedInNotice } from './LoggedInNotice';
import { LoginForm } from './LoginForm';
import { useIsLoggedIn } from './session/useIsLoggedIn';
import { useLogout } from './session/useLogout';
import { readStoredUser } from './session/userStorage';
import { ThirdPartyLogin } from './ThirdPartyLogin';

/** Login: the form (or the 'already logged in' state), links to register and forgot password, third parties. */
export function LoginPage() {
  const { t } = useTranslation();
  const sysInfo = useSysInfo();
  const loggedIn = useIsLoggedIn();
  // Decided on arrival (stored user and token present), so logging in from here does not flip to it.
  const [loggedInUser, setLoggedInUser] = useState(() => (tokenStore.get() === null ? null : readStoredUser()));
  const { logout } = useLogout();
  // Switching account ends the current session first, so that the previous user is not left logged in.
  const switchAccount = () => logout(() => setLoggedInUser(null));

  if (sysInfo.data?.initialized === false) return <Navigate to="/setup" replace />;
  return (
    <AuthLayout title={t('login.title')} heading={t('login.heading')}>
      {loggedIn && loggedInUser ? <LoggedInNotice user={loggedInUser} onSwitch={switchAccount} /> : <LoginForm />}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        {sysInfo.data?.registerEnable ? <Link to="/register">{t('login.register')}</Link> : <span />}
        <Link to="/forgetPassword">{t('login.forgotPassword')}</Link>
      </div>
      <ThirdPartyLogin />
    </AuthLayout>
  );
}
