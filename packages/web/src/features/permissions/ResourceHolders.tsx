import type { ResourceNode, ResourcePermissions } from '@redbi/shared/domain';
import type { ResourceType } from '@redbi/shared/permissions';
import { Flex, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { useResourcePermissions } from './permissionQueries';
import { nodeName } from './resourceTree';

type Entry = ResourcePermissions['entries'][number];

interface ResourceHoldersProps {
  orgId: string;
  type: ResourceType;
  resourceId: string;
  /** The type's tree, to name the folder a privilege comes from. */
  nodes: readonly ResourceNode[];
}

/** Who holds what on one node, as the server computes it, and where it comes from; then the owners. */
export function ResourceHolders({ orgId, type, resourceId, nodes }: ResourceHoldersProps) {
  const { t } = useTranslation();
  const holders = useResourcePermissions(orgId, type, resourceId);
  if (holders.isError) return <LoadFailure error={holders.error} onRetry={() => void holders.refetch()} />;
  const rootName = t('permissions.allResources');

  const columns: TableColumnsType<Entry> = [
    { key: 'subject', title: t('permissions.subject'), render: (_, entry) => entry.subjectName },
    {
      key: 'kind',
      title: t('permissions.kind'),
      render: (_, entry) => (
        <Tag color={entry.subject.type === 'role' ? 'purple' : 'cyan'}>
          {entry.subject.type === 'role' ? t('permissions.kindRole') : t('permissions.kindUser')}
        </Tag>
      ),
    },
    {
      key: 'privileges',
      title: t('permissions.privileges'),
      render: (_, entry) =>
        entry.privileges.length === 0 ? (
          <Typography.Text type="secondary">{t('permissions.none')}</Typography.Text>
        ) : (
          <Space size={4} wrap>
            {entry.privileges.map((privilege) => (
              <Tag key={privilege} color="blue">
                {t(`permissions.privilege.${privilege}`)}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      key: 'origin',
      title: t('permissions.origin'),
      render: (_, entry) =>
        entry.inheritedFrom === null
          ? t('permissions.setHere')
          : t('permissions.inheritedFrom', { name: nodeName(nodes, entry.inheritedFrom, rootName) }),
    },
  ];
  const owners = holders.data?.owners.map((owner) => owner.name).join(', ');

  return (
    <Flex vertical gap="small">
      <Typography.Text>
        <Typography.Text strong>{t('permissions.owners')}: </Typography.Text>
        {holders.data ? owners || t('permissions.noOwners') : ''}
      </Typography.Text>
      <Table<Entry>
        scroll={{ x: 'max-content' }}
        rowKey={(entry) => `${entry.subject.type}:${entry.subject.id}`}
        size="small"
        loading={holders.isPending}
        pagination={false}
        columns={columns}
        dataSource={holders.data?.entries ?? []}
        locale={{ emptyText: t('permissions.noHolders') }}
      />
    </Flex>
  );
}
