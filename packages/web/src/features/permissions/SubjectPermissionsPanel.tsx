import { resourceTypeNames } from '@redbi/shared/permissions';
import { Alert, Button, Flex, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { LoadFailure } from '../../components/LoadFailure';
import { ModuleSwitches } from './ModuleSwitches';
import { changeCount, changesOf, emptyDraft, type PermissionDraft } from './permissionDraft';
import { useChangePermissions, useSubjectPermissions } from './permissionQueries';
import { PrivilegeTreeTable } from './PrivilegeTreeTable';
import type { SubjectItem } from './subjects';

interface SubjectPermissionsPanelProps {
  orgId: string;
  subject: SubjectItem;
  draft: PermissionDraft;
  onDraftChange: (draft: PermissionDraft) => void;
}

/**
 * What is set for one role or user: module switches and, per resource type, privileges on the tree.
 * Changes collect in the draft (kept across the type tabs) and go to the server in one Save.
 */
export function SubjectPermissionsPanel({ orgId, subject, draft, onDraftChange }: SubjectPermissionsPanelProps) {
  const { t } = useTranslation();
  const saved = useSubjectPermissions(orgId, subject.ref);
  const change = useChangePermissions(orgId);
  if (saved.isPending) return <Spin />;
  if (saved.isError) return <LoadFailure error={saved.error} onRetry={() => void saved.refetch()} />;

  const count = changeCount(draft);
  const save = () =>
    change.mutate(changesOf(subject.ref, draft), {
      onSuccess: () => {
        onDraftChange(emptyDraft);
        toaster.show('success', t('permissions.saved'));
      },
    });

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {subject.name}
        </Typography.Title>
        <Space wrap>
          {count > 0 && <Typography.Text type="warning">{t('permissions.unsavedCount', { count })}</Typography.Text>}
          <Button disabled={count === 0 || change.isPending} onClick={() => onDraftChange(emptyDraft)}>
            {t('permissions.discard')}
          </Button>
          <Button type="primary" disabled={count === 0} loading={change.isPending} onClick={save}>
            {t('permissions.save')}
          </Button>
        </Space>
      </Flex>
      {subject.isOwner && <Alert type="info" showIcon message={t('permissions.ownerNotice', { name: subject.name })} />}
      <ModuleSwitches saved={saved.data} draft={draft} onDraftChange={onDraftChange} />
      <Tabs
        aria-label={t('permissions.resourceTypes')}
        items={resourceTypeNames.map((type) => ({
          key: type,
          label: t(`permissions.resourceType.${type}`),
          children: <PrivilegeTreeTable orgId={orgId} type={type} saved={saved.data} draft={draft} onDraftChange={onDraftChange} />,
        }))}
      />
    </Flex>
  );
}
