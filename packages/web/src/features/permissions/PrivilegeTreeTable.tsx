import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import type { SubjectPermissions } from '@redbi/shared/domain';
import { privilegesOf, ROOT_RESOURCE_ID, subjectPrivileges, type ResourceType } from '@redbi/shared/permissions';
import { Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { grantsAfter, isChanged, settingOn, toggled, withSetting, type PermissionDraft } from './permissionDraft';
import { PrivilegeCheckbox, SettingState } from './PrivilegeCells';
import { useResourceTree } from './permissionQueries';
import { nodeName, parentsOf, resourceTree, type ResourceRow } from './resourceTree';

interface PrivilegeTreeTableProps {
  orgId: string;
  type: ResourceType;
  saved: SubjectPermissions;
  draft: PermissionDraft;
  onDraftChange: (draft: PermissionDraft) => void;
}

/**
 * One resource type's tree ("All resources" and its folders and items) with a column per privilege of
 * the type. A node shows its own setting, or what it inherits from the nearest folder set for the subject.
 */
export function PrivilegeTreeTable({ orgId, type, saved, draft, onDraftChange }: PrivilegeTreeTableProps) {
  const { t } = useTranslation();
  const tree = useResourceTree(orgId, type);
  if (tree.isError) return <LoadFailure error={tree.error} onRetry={() => void tree.refetch()} />;

  const nodes = tree.data ?? [];
  const rootName = t('permissions.allResources');
  const parentOf = parentsOf(nodes);
  const grants = grantsAfter(saved, draft);
  const stateOf = (row: ResourceRow) => {
    const own = settingOn(saved, draft, type, row.key);
    const held = subjectPrivileges(grants, saved.subject, { type, id: row.key }, parentOf);
    return { own, ticked: own ?? [...held.privileges], from: held.from };
  };

  const columns: TableColumnsType<ResourceRow> = [
    {
      key: 'name',
      title: t('permissions.resource'),
      render: (_, row) => (
        <Space size="small">
          {row.isFolder ? <FolderOutlined /> : <FileOutlined />}
          {row.name}
        </Space>
      ),
    },
    ...privilegesOf(type).map((privilege) => ({
      key: privilege,
      title: t(`permissions.privilege.${privilege}`),
      align: 'center' as const,
      width: 110,
      render: (_: unknown, row: ResourceRow) => {
        const { ticked } = stateOf(row);
        return (
          <PrivilegeCheckbox
            type={type}
            privilege={privilege}
            ticked={ticked}
            resourceName={row.name}
            onToggle={(checked) => onDraftChange(withSetting(saved, draft, type, row.key, toggled(type, ticked, privilege, checked)))}
          />
        );
      },
    })),
    {
      key: 'setting',
      title: t('permissions.setting'),
      render: (_, row) => {
        const { own, from } = stateOf(row);
        return (
          <SettingState
            isSet={own !== undefined}
            inheritsFrom={own === undefined && from !== undefined ? nodeName(nodes, from, rootName) : undefined}
            changed={isChanged(draft, type, row.key)}
            isRoot={row.key === ROOT_RESOURCE_ID}
            resourceName={row.name}
            onReset={() => onDraftChange(withSetting(saved, draft, type, row.key, null))}
          />
        );
      },
    },
  ];

  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('permissions.treeHint')}</Typography.Text>
      <Table<ResourceRow>
        scroll={{ x: 'max-content' }}
        // Mounted again once the tree has loaded, so that every row starts expanded.
        key={tree.data ? 'loaded' : 'loading'}
        rowKey="key"
        size="small"
        loading={tree.isPending}
        pagination={false}
        columns={columns}
        dataSource={tree.data ? [resourceTree(nodes, rootName)] : []}
        expandable={{ defaultExpandAllRows: true }}
      />
      {tree.data && nodes.length === 0 && <Typography.Text type="secondary">{t('permissions.resourcesLater')}</Typography.Text>}
    </Space>
  );
}
