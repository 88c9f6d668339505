import { OrganizationUpdateSchema, type Organization, type OrganizationUpdate } from '@redbi/shared/domain';
import { Alert, Button, Card, Flex, Form, Input, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { toaster } from '../../app/errors/toaster';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { useZodRules } from '../../components/forms/zodRule';
import { usePageTitle } from '../../components/usePageTitle';
import { LoadFailure } from '../../components/LoadFailure';
import { DangerZone } from './DangerZone';
import { OrgAvatarUpload } from './OrgAvatarUpload';
import { useOrg, useUpdateOrg } from './orgSettingsQueries';

/** Settings → Organization settings: name, description, avatar, the source policy; deleting the organisation. */
export function OrganizationSettings({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('settings.pages.organization'));
  const org = useOrg(orgId);
  if (org.isPending) return <Spin />;
  if (org.isError) return <LoadFailure error={org.error} onRetry={() => void org.refetch()} />;
  return (
    <Flex vertical gap="large" style={{ maxWidth: 640 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('settings.pages.organization')}
      </Typography.Title>
      {/* Mounted again when another organisation's data arrives, so the form starts from it. */}
      <OrganizationForm key={org.data.id} org={org.data} />
      <DangerZone org={org.data} />
    </Flex>
  );
}

function OrganizationForm({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrganizationUpdate>();
  const rulesFor = useZodRules(OrganizationUpdateSchema);
  const update = useUpdateOrg(org.id);
  const submit = (values: OrganizationUpdate) =>
    update.mutate(values, {
      onSuccess: () => toaster.show('success', t('settings.orgSaved')),
      onError: (error) => {
        applyFieldErrors(form, error);
        if (isApiError(error) && error.status === 409) form.setFields([{ name: 'name', errors: [error.message] }]);
      },
    });

  return (
    <Card>
      {!org.isOwner && <Alert type="info" showIcon message={t('settings.ownersOnly')} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        name="orgSettings"
        layout="vertical"
        disabled={!org.isOwner}
        initialValues={{ name: org.name, description: org.description, refusePrivilegedSources: org.refusePrivilegedSources }}
        onFinish={submit}
      >
        <Form.Item label={t('fields.avatar')} htmlFor="orgSettings_avatar">
          <OrgAvatarUpload org={org} id="orgSettings_avatar" />
        </Form.Item>
        <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')} required>
          <Input />
        </Form.Item>
        <Form.Item label={t('fields.description')} name="description" rules={rulesFor('description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          label={t('settings.refusePrivilegedSources')}
          name="refusePrivilegedSources"
          valuePropName="checked"
          extra={t('settings.refusePrivilegedSourcesHint')}
        >
          <Switch />
        </Form.Item>
        {org.isOwner && (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
