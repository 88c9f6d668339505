import { ProfileUpdateSchema, type ProfileUpdate, type User } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodRules } from '../../components/forms/zodRule';
import { useUpdateProfile } from './accountMutations';
import { AvatarUpload } from './AvatarUpload';
import { toaster } from '../../app/errors/toaster';

/** Name, department, description and avatar; username and e-mail are shown but cannot be changed here. */
export function ProfileDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileUpdate>();
  const rulesFor = useZodRules(ProfileUpdateSchema);
  const update = useUpdateProfile(user);
  const submit = (values: ProfileUpdate) =>
    update.mutate(values, {
      onSuccess: () => {
        toaster.show('success', t('account.profileSaved'));
        onClose();
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <FormDialog title={t('account.profile')} name="profile" form={form} initialValues={user} onFinish={submit} onClose={onClose} pending={update.isPending}>
      <Form.Item label={t('fields.avatar')} htmlFor="profile_avatar">
        <AvatarUpload user={user} id="profile_avatar" />
      </Form.Item>
      <Form.Item label={t('fields.username')} htmlFor="profile_username">
        <Input id="profile_username" value={user.username} readOnly variant="borderless" />
      </Form.Item>
      <Form.Item label={t('fields.email')} htmlFor="profile_email">
        <Input id="profile_email" value={user.email} readOnly variant="borderless" />
      </Form.Item>
      <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label={t('fields.department')} name="department" rules={rulesFor('department')}>
        <Input />
      </Form.Item>
      <Form.Item label={t('fields.description')} name="description" rules={rulesFor('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
