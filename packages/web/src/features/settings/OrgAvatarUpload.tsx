import { TeamOutlined } from '@ant-design/icons';
import type { Organization } from '@redbi/shared/domain';
import { AvatarUploader } from '../../components/AvatarUploader';
import { useUploadOrgAvatar } from './orgSettingsQueries';

/** The organisation's avatar and its upload button. */
export function OrgAvatarUpload({ org, id }: { org: Organization; id: string }) {
  return <AvatarUploader id={id} src={org.avatar} icon={<TeamOutlined />} shape="square" upload={useUploadOrgAvatar(org.id)} />;
}
