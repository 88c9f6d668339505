import { UserOutlined } from '@ant-design/icons';
import type { User } from '@redbi/shared/domain';
import { AvatarUploader } from '../../components/AvatarUploader';
import { useUploadAvatar } from './accountMutations';

/** The user's avatar and its upload button. */
export function AvatarUpload({ user, id }: { user: User; id: string }) {
  return <AvatarUploader id={id} src={user.avatar} icon={<UserOutlined />} upload={useUploadAvatar()} />;
}
