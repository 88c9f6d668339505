import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { CreateOrgDialog } from './CreateOrgDialog';

/** A user without an organisation is offered to create one. */
export function NoOrganization() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  usePageTitle(t('orgs.create'));
  return (
    <Empty description={<><div>{t('orgs.none')}</div><div>{t('orgs.noneHint')}</div></>} style={{ marginTop: 64 }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        {t('orgs.create')}
      </Button>
      {creating && <CreateOrgDialog onClose={() => setCreating(false)} />}
    </Empty>
  );
}
