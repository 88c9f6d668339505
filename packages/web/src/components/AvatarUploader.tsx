import { UploadOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@redbi/shared/domain';
import { Avatar, Button, Flex, Upload, type AvatarProps, type UploadProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../app/errors/toaster';

const isAcceptedType = (type: string): boolean => AVATAR_MIME_TYPES.some((accepted) => accepted === type);

interface AvatarUploaderProps {
  id: string;
  src: string | null;
  icon: ReactNode;
  shape?: AvatarProps['shape'];
  /** Sends the file; the caller's mutation updates what shows the avatar. */
  upload: { mutate: (file: Blob, callbacks: { onSuccess: (result: unknown) => void; onError: (error: Error) => void }) => void; isPending: boolean };
}

/** An avatar and its upload button: PNG, JPEG, GIF or WebP up to 2 MB, checked before sending. */
export function AvatarUploader({ id, src, icon, shape = 'circle', upload }: AvatarUploaderProps) {
  const { t } = useTranslation();
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
      <Avatar size={64} shape={shape} src={src ?? undefined} icon={icon} alt={t('fields.avatar')} />
      <Upload id={id} accept={AVATAR_MIME_TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('account.uploadAvatar')}
        </Button>
      </Upload>
    </Flex>
  );
}
