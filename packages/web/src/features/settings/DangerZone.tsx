import type { Organization } from '@redbi/shared/domain';
import { Button, Card, Flex, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOrgDialog } from './DeleteOrgDialog';

/** The irreversible actions on the organisation, apart from the rest: for now, deleting it. */
export function DangerZone({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card title={t('settings.dangerZone')} styles={{ header: { color: token.colorError } }} style={{ borderColor: token.colorErrorBorder }}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Text>{t('settings.deleteOrgHint')}</Typography.Text>
        <Button danger onClick={() => setDeleting(true)}>
          {t('settings.deleteOrg')}
        </Button>
      </Flex>
      {deleting && <DeleteOrgDialog org={org} onClose={() => setDeleting(false)} />}
    </Card>
  );
}
