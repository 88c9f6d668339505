import type { Organization } from '@redbi/shared/domain';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOrg } from './orgSettingsQueries';

/** Spec §5: the organisation is deleted only once its name is typed again, exactly. */
export function DeleteOrgDialog({ org, onClose }: { org: Organization; onClose: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const remove = useDeleteOrg(org.id);
  const matches = typed === org.name;

  return (
    <Modal
      open
      title={t('settings.deleteTitle', { name: org.name })}
      okText={t('settings.deleteButton')}
      okButtonProps={{ danger: true, disabled: !matches }}
      cancelText={t('common.cancel')}
      confirmLoading={remove.isPending}
      onOk={() => {
        if (matches) remove.mutate(typed);
      }}
      onCancel={onClose}
    >
      <Alert type="error" showIcon message={t('settings.deleteWarning')} style={{ marginBottom: 16 }} />
      <Form layout="vertical" name="deleteOrg" onFinish={() => matches && remove.mutate(typed)}>
        <Form.Item label={t('settings.confirmLabel')} htmlFor="deleteOrg_name" extra={<Typography.Text type="secondary">{t('settings.confirmHint', { name: org.name })}</Typography.Text>}>
          <Input id="deleteOrg_name" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
