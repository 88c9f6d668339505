import { Form, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMembers, useRoles } from '../permissions/permissionQueries';

/**
 * Two pickers of the organisation's roles and members (the LOGIN viewers, or the SUBJECTS whose data
 * permission applies), named `<prefix>RoleIds` and `<prefix>UserIds` in the form.
 */
export function SubjectSelects({ orgId, prefix, label, help, roleRules }: { orgId: string; prefix: 'viewer' | 'data'; label: string; help?: string; roleRules?: FormRule[] }) {
  const { t } = useTranslation();
  const roles = useRoles(orgId);
  const members = useMembers(orgId);
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  const memberOptions = (members.data ?? []).map((member) => ({ value: member.id, label: member.name || member.username }));
  return (
    <Form.Item label={label} extra={help} style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Form.Item name={`${prefix}RoleIds`} noStyle rules={roleRules} dependencies={[`${prefix}UserIds`]}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={roleOptions}
            loading={roles.isLoading}
            placeholder={t('shares.form.roles')}
            aria-label={`${label}: ${t('shares.form.roles')}`}
            style={{ flex: 1, minWidth: 180 }}
          />
        </Form.Item>
        <Form.Item name={`${prefix}UserIds`} noStyle>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={memberOptions}
            loading={members.isLoading}
            placeholder={t('shares.form.members')}
            aria-label={`${label}: ${t('shares.form.members')}`}
            style={{ flex: 1, minWidth: 180 }}
          />
        </Form.Item>
      </div>
    </Form.Item>
  );
}
