import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type User } from '@redbi/shared/domain';
import { Avatar, Button, Flex, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadAvatar } from './accountMutations';
import { toaster } from '../../app/errors/toaster';

const isAcceptedType = (type: string): boolean => AVATAR_MIME_TYPES.some((accepted) => accepted === type);

/** The avatar and its upload button (PNG, JPEG, GIF or WebP up to 2 MB, checked before sending). */
export function AvatarUpload({ user, id }: { user: User; id: string }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isAcceptedType(file.type)) toaster.show('error', t('errors.unsupportedImage'));
    else if (file.size > AVATAR_MAX_BYTES) toaster.show('error', t('account.avatarTooLarge', { limit: '2 MB' }));
    else return true;
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (typeof file === 'string') return;
    upload.mutate(file, {
      onSuccess: (result) => {
        onSuccess?.(result);
        toaster.show('success', t('account.avatarUploaded'));
      },
      onError: (error) => onError?.(error),
    });
  };

  return (
    <Flex align="center" gap="middle">
      <Avatar size={64} src={user.avatar ?? undefined} icon={<UserOutlined />} alt={t('fields.avatar')} />
      <Upload id={id} accept={AVATAR_MIME_TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('account.uploadAvatar')}
        </Button>
      </Upload>
    </Flex>
  );
}
