import { DeleteOutlined, FolderAddOutlined } from '@ant-design/icons';
import { buildTree } from '@redbi/shared/tree';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Button, Empty, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { FolderTree, type TreeMove } from '../folderTree/FolderTree';
import { filterTree, nameMatches } from '../folderTree/treeDrop';
import { RecycleBin } from '../recycleBin/RecycleBin';
import { canManage, type ResourceNode } from './resourceTree';
import type { ResourceActions } from './useResourceActions';
import './messages';

interface ResourceTreePanelProps<T extends ResourceNode> {
  nodes: readonly T[];
  selectedId?: string;
  /** The feature's module is on for the user: the 'New …' actions show. */
  canCreate: boolean;
  /** The feature's own 'New …' control, given the folder new things go into. */
  newItemButton: (parentId: string | null) => ReactNode;
  actions: ResourceActions<T>;
  /** The recycle bin's list, read while the bin is open. */
  archivedQuery: { queryKey: QueryKey; queryFn: () => Promise<T[]> };
  iconOf: (node: T, expanded?: boolean) => ReactNode;
  /** A second line under an archived item's name. */
  detailOf?: (node: T) => ReactNode;
}

/** The left pane of a resource page: 'New …', 'New folder', 'Recycle bin', a search box and the draggable tree. */
export function ResourceTreePanel<T extends ResourceNode>(props: ResourceTreePanelProps<T>) {
  const { nodes, selectedId, canCreate, newItemButton, actions, archivedQuery, iconOf, detailOf } = props;
  const { section, ops } = actions;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [binOpen, setBinOpen] = useState(false);
  const archived = useQuery({ ...archivedQuery, enabled: binOpen, meta: { silent: true } });
  const byId = new Map(nodes.map((node) => [node.id, node]));

  // New things go into the folder in use (the selected one, or the selected item's), when it may be managed.
  const selected = selectedId === undefined ? undefined : byId.get(selectedId);
  const folderInUse = selected?.isFolder ? selected : selected?.parentId ? byId.get(selected.parentId) : undefined;
  const targetParent = folderInUse && canManage(folderInUse) ? folderInUse.id : null;

  const handleMove = (placement: TreeMove) => {
    const parent = placement.parentId === null ? undefined : byId.get(placement.parentId);
    if (parent && !canManage(parent)) {
      toaster.show('warning', t('resourceTree.drop.noManage'));
      return;
    }
    ops.move({ id: placement.id, parentId: placement.parentId, index: placement.index });
  };

  const nothingMatches = search.trim() !== '' && filterTree(buildTree(nodes), nameMatches(search)).items.length === 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {canCreate && (
          <>
            {newItemButton(targetParent)}
            <Button icon={<FolderAddOutlined aria-hidden />} onClick={() => actions.newFolder(targetParent)}>
              {t(`${section}.newFolder`)}
            </Button>
          </>
        )}
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setBinOpen(true)}>
          {t(`${section}.recycleBin`)}
        </Button>
      </Space>
      <Input.Search allowClear aria-label={t(`${section}.search`)} placeholder={t(`${section}.search`)} onChange={(event) => setSearch(event.target.value)} />
      {nodes.length === 0 ? (
        <Empty description={t(`${section}.empty`)} />
      ) : nothingMatches ? (
        <Empty description={t(`${section}.noMatch`)} />
      ) : (
        <FolderTree
          nodes={nodes}
          label={t(`${section}.treeLabel`)}
          selectedId={selectedId}
          onSelect={(node) => actions.open(node.id)}
          search={search}
          iconOf={iconOf}
          actionsOf={actions.actionsOf}
          canDrag={canManage}
          onMove={handleMove}
          onRefuse={(reason) => toaster.show('warning', t(`resourceTree.drop.${reason}`, { kind: t(`${section}.itemKind`) }))}
        />
      )}
      <RecycleBin
        open={binOpen}
        onClose={() => setBinOpen(false)}
        items={archived.data}
        error={archived.error}
        onRetry={() => void archived.refetch()}
        iconOf={iconOf}
        detailOf={detailOf}
        onRestore={actions.restore}
        onDelete={actions.deleteForGood}
      />
    </Space>
  );
}
