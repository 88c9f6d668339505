import { ROOT_RESOURCE_ID, resourceTypeNames, type ResourceType } from '@redbi/shared/permissions';
import { Card, Flex, Radio, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { useResourceTree } from './permissionQueries';
import { ResourceHolders } from './ResourceHolders';
import { nodeName, resourceTree, type ResourceRow } from './resourceTree';

const treeData = (row: ResourceRow): TreeDataNode => ({ key: row.key, title: row.name, children: row.children?.map(treeData) });

/** Permissions by resource: a type, a node of its tree, and who holds what on it. */
export function ByResourceView({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const [type, setType] = useState<ResourceType>('viz');
  const [resourceId, setResourceId] = useState(ROOT_RESOURCE_ID);
  const tree = useResourceTree(orgId, type);
  const rootName = t('permissions.allResources');
  const nodes = tree.data ?? [];

  return (
    <Flex vertical gap="middle">
      <Radio.Group
        aria-label={t('permissions.resourceTypes')}
        optionType="button"
        value={type}
        onChange={(event) => {
          setType(event.target.value as ResourceType);
          setResourceId(ROOT_RESOURCE_ID);
        }}
        options={resourceTypeNames.map((name) => ({ value: name, label: t(`permissions.resourceType.${name}`) }))}
      />
      <Flex gap="large" align="start" wrap>
        <Card size="small" title={t('permissions.chooseResource')} style={{ width: 280, flex: 'none' }}>
          {tree.isError ? (
            <LoadFailure error={tree.error} onRetry={() => void tree.refetch()} />
          ) : tree.isPending ? (
            <Spin />
          ) : (
            <Tree
              key={type}
              blockNode
              defaultExpandAll
              selectedKeys={[resourceId]}
              onSelect={(keys) => {
                if (keys[0] !== undefined) setResourceId(String(keys[0]));
              }}
              treeData={[treeData(resourceTree(nodes, rootName))]}
            />
          )}
        </Card>
        <Flex vertical gap="small" style={{ flex: 1, minWidth: 320 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t(`permissions.resourceType.${type}`)} / {nodeName(nodes, resourceId, rootName)}
          </Typography.Title>
          {!tree.isError && <ResourceHolders orgId={orgId} type={type} resourceId={resourceId} nodes={nodes} />}
        </Flex>
      </Flex>
    </Flex>
  );
}
