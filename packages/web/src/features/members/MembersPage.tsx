import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { useAbilities } from '../orgs/abilities';
import { MembersTab } from './MembersTab';
import './messages';
import { RolesTab } from './RolesTab';

type TabKey = 'members' | 'roles';

/**
 * /organizations/:orgId/members (the Members tab) and …/members/roles (the Roles tab). Everyone in the
 * organisation may look; owners (manageOrganization) get the actions.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orgId = '', '*': rest } = useParams();
  const manage = useAbilities(orgId).data?.manageOrganization === true;
  const active: TabKey = rest === 'roles' ? 'roles' : 'members';
  usePageTitle(t(`members.tabs.${active}`));

  const base = `/organizations/${orgId}/members`;
  const open = (key: string) => void navigate(key === 'roles' ? `${base}/roles` : base);
  return (
    <section>
      <Typography.Title level={2}>{t('members.title')}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={open}
        destroyOnHidden
        items={[
          { key: 'members', label: t('members.tabs.members'), children: <MembersTab orgId={orgId} manage={manage} /> },
          { key: 'roles', label: t('members.tabs.roles'), children: <RolesTab orgId={orgId} manage={manage} /> },
        ]}
      />
    </section>
  );
}
