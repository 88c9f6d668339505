import { ApartmentOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateOrgDialog } from './CreateOrgDialog';
import { useCurrentOrgId, useOrgs, useSwitchOrg } from './orgQueries';

const CREATE_KEY = 'create-organization';

/** The organisation switcher of the header, with create-organisation. */
export function OrgSwitcher() {
  const { t } = useTranslation();
  const orgId = useCurrentOrgId();
  const orgs = useOrgs().data ?? [];
  const switchOrg = useSwitchOrg();
  const [creating, setCreating] = useState(false);
  const current = orgs.find((org) => org.id === orgId);

  const items: MenuProps['items'] = [
    ...orgs.map((org) => ({ key: org.id, label: org.name })),
    ...(orgs.length > 0 ? [{ type: 'divider' as const }] : []),
    { key: CREATE_KEY, icon: <PlusOutlined />, label: t('orgs.create') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === CREATE_KEY) setCreating(true);
    else if (key !== orgId) switchOrg.mutate(key);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: orgId ? [orgId] : [] }} trigger={['click']}>
        <Button type="text" aria-label={t('orgs.switcher')} icon={<ApartmentOutlined />} loading={switchOrg.isPending}>
          {current?.name ?? t('orgs.switcher')} <DownOutlined />
        </Button>
      </Dropdown>
      {creating && <CreateOrgDialog onClose={() => setCreating(false)} />}
    </>
  );
}
