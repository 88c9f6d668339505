import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { messageOf } from '../../app/errors/reportError';
import { PageSpinner } from '../../components/PageSpinner';
import { NoOrganization } from './NoOrganization';
import { useOrgs, useUserSettings } from './orgQueries';

/** The main page (/): into the organisation last worked in, else the first one, else offer to create one. */
export function OrgLanding() {
  const { t } = useTranslation();
  const orgs = useOrgs();
  const settings = useUserSettings();
  if (orgs.isPending || settings.isPending) return <PageSpinner />;
  if (orgs.isError) {
    return <Result status="warning" title={messageOf(orgs.error)} extra={<Button onClick={() => void orgs.refetch()}>{t('common.retry')}</Button>} />;
  }
  const target = orgs.data.find((org) => org.id === settings.data?.currentOrgId) ?? orgs.data[0];
  return target ? <Navigate to={`/organizations/${target.id}`} replace /> : <NoOrganization />;
}
