import './messages';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { ByResourceView } from './ByResourceView';
import { BySubjectView } from './BySubjectView';

const viewpoints = ['subject', 'resource'] as const;
type Viewpoint = (typeof viewpoints)[number];
const isViewpoint = (value: string | undefined): value is Viewpoint => viewpoints.some((viewpoint) => viewpoint === value);

/**
 * The Permissions area (/organizations/:orgId/permissions/subject|resource): by subject, or by resource.
 * Both tabs stay mounted once opened, so unsaved changes survive a look at the other one.
 */
export function PermissionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orgId = '', '*': rest = '' } = useParams();
  usePageTitle(t('permissions.title'));
  const base = `/organizations/${orgId}/permissions`;
  const viewpoint = rest.split('/')[0];
  if (!isViewpoint(viewpoint)) return <Navigate to={`${base}/subject`} replace />;

  return (
    <section>
      <Typography.Title level={2}>{t('permissions.title')}</Typography.Title>
      <Tabs
        activeKey={viewpoint}
        onChange={(key) => void navigate(`${base}/${key}`)}
        items={[
          { key: 'subject', label: t('permissions.bySubject'), children: <BySubjectView orgId={orgId} /> },
          { key: 'resource', label: t('permissions.byResource'), children: <ByResourceView orgId={orgId} /> },
        ]}
      />
    </section>
  );
}
