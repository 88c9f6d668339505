import type { User } from '@redbi/shared/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The 'already logged in' state of the login page: enter the app, or switch to another account. */
export function LoggedInNotice({ user, onSwitch }: { user: User; onSwitch: () => void }) {
  const { t } = useTranslation();
  const switchAccount = (event: MouseEvent) => {
    event.preventDefault();
    onSwitch();
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <p style={{ margin: 0 }}>{t('login.loggedInAs', { name: user.name || user.username })}</p>
      <div style={{ display: 'flex', gap: 24 }}>
        <Link to="/">{t('login.enter')}</Link>
        <a href="#switch-account" onClick={switchAccount}>
          {t('login.switchAccount')}
        </a>
      </div>
    </div>
  );
}
