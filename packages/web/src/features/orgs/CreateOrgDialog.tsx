import { NewOrganizationSchema, type NewOrganization } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodRules } from '../../components/forms/zodRule';
import { useCreateOrg, useSwitchOrg } from './orgQueries';
import { toaster } from '../../app/errors/toaster';

/** Name and description of a new organisation; once created, the user works in it. */
export function CreateOrgDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewOrganization>();
  const rulesFor = useZodRules(NewOrganizationSchema);
  const create = useCreateOrg();
  const switchOrg = useSwitchOrg();
  const submit = (values: NewOrganization) =>
    create.mutate(values, {
      onSuccess: (org) => {
        toaster.show('success', t('orgs.created'));
        switchOrg.mutate(org.id);
        onClose();
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <FormDialog
      title={t('orgs.create')}
      okText={t('common.create')}
      name="createOrg"
      form={form}
      onFinish={submit}
      onClose={onClose}
      pending={create.isPending}
    >
      <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')} required>
        <Input autoFocus />
      </Form.Item>
      <Form.Item label={t('fields.description')} name="description" rules={rulesFor('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
