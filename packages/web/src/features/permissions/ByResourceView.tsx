import { ROOT_RESOURCE_ID, resourceTypeNames, type ResourceType } from '@redbi/shared/permissions';
import { Flex, Radio, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { SidePanelLayout } from '../../components/sidePanel/SidePanelLayout';
import { useResourceTree } from './permissionQueries';
import { ResourceHolders } from './ResourceHolders';
import { nodeName, resourceTree, type ResourceRow } from './resourceTree';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { ViewDataPermissionsPanel } from './ViewDataPermissionsPanel';

/** A resource chosen while the data permissions of a view had unsaved changes. */
interface Choice {
  type: ResourceType;
  resourceId: string;
}

const treeData = (row: ResourceRow): TreeDataNode => ({ key: row.key, title: row.name, children: row.children?.map(treeData) });

/**
 * Permissions by resource: a type, a node of its tree, and who holds what on it; for a view, also its row
 * and column permissions (choosing another resource with those unsaved asks first). On a phone the tree
 * is in a drawer behind a Browse button.
 */
export function ByResourceView({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const [type, setType] = useState<ResourceType>('viz');
  const [resourceId, setResourceId] = useState(ROOT_RESOURCE_ID);
  const [dataDirty, setDataDirty] = useState(false);
  const [awaiting, setAwaiting] = useState<Choice>();
  const tree = useResourceTree(orgId, type);
  const rootName = t('permissions.allResources');
  const nodes = tree.data ?? [];
  const selectedView = type === 'view' ? nodes.find((node) => node.id === resourceId && !node.isFolder) : undefined;

  const choose = (choice: Choice) => {
    if (choice.type === type && choice.resourceId === resourceId) return;
    if (dataDirty) {
      setAwaiting(choice);
      return;
    }
    setType(choice.type);
    setResourceId(choice.resourceId);
  };
  const discard = () => {
    if (awaiting) {
      setDataDirty(false);
      setType(awaiting.type);
      setResourceId(awaiting.resourceId);
    }
    setAwaiting(undefined);
  };

  return (
    <Flex vertical gap="middle">
      <Radio.Group
        aria-label={t('permissions.resourceTypes')}
        optionType="button"
        value={type}
        onChange={(event) => choose({ type: event.target.value as ResourceType, resourceId: ROOT_RESOURCE_ID })}
        options={resourceTypeNames.map((name) => ({ value: name, label: t(`permissions.resourceType.${name}`) }))}
      />
      <SidePanelLayout
        side={
          tree.isError ? (
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
                if (keys[0] !== undefined) choose({ type, resourceId: String(keys[0]) });
              }}
              treeData={[treeData(resourceTree(nodes, rootName))]}
            />
          )
        }
        sideWidth={280}
        main={
          <Flex vertical gap="small">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t(`permissions.resourceType.${type}`)} / {nodeName(nodes, resourceId, rootName)}
            </Typography.Title>
            {!tree.isError && <ResourceHolders orgId={orgId} type={type} resourceId={resourceId} nodes={nodes} />}
            {selectedView && <ViewDataPermissionsPanel key={selectedView.id} orgId={orgId} viewId={selectedView.id} onDirtyChange={setDataDirty} />}
          </Flex>
        }
        mainMinWidth={320}
        openKey={`${type}:${resourceId}`}
        sideTitle={t('permissions.chooseResource')}
        titled
      />
      <UnsavedChangesDialog
        open={awaiting !== undefined}
        subjectName={selectedView?.name ?? ''}
        onDiscard={discard}
        onKeepEditing={() => setAwaiting(undefined)}
      />
    </Flex>
  );
}
