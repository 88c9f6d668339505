import { DeleteOutlined, DownOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { SourceNode } from '@redbi/shared/domain';
import { connectorTypes, sourceTypes } from '@redbi/shared/sources';
import { buildTree } from '@redbi/shared/tree';
import { Button, Dropdown, Empty, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { FolderTree, type TreeMove } from '../../components/folderTree/FolderTree';
import { filterTree, nameMatches } from '../../components/folderTree/treeDrop';
import { RecycleBin } from '../../components/recycleBin/RecycleBin';
import { iconOfNode, iconOfType } from './sourceIcons';
import { useArchivedSources, useMoveSource } from './sourceQueries';
import type { SourceActions } from './useSourceActions';

interface SourceTreePanelProps {
  orgId: string;
  nodes: readonly SourceNode[];
  selectedId?: string;
  /** The source module is on for the user: the 'New …' actions show. */
  canCreate: boolean;
  actions: SourceActions;
}

/** The left pane: 'New source', 'New folder', 'Recycle bin', a search box and the draggable tree. */
export function SourceTreePanel({ orgId, nodes, selectedId, canCreate, actions }: SourceTreePanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [binOpen, setBinOpen] = useState(false);
  const archived = useArchivedSources(orgId, binOpen);
  const move = useMoveSource(orgId);
  const byId = new Map(nodes.map((node) => [node.id, node]));

  // New things go into the folder in use (the selected one, or the selected source's), when it may be managed.
  const selected = selectedId === undefined ? undefined : byId.get(selectedId);
  const folderInUse = selected?.isFolder ? selected : selected?.parentId ? byId.get(selected.parentId) : undefined;
  const targetParent = folderInUse?.privileges.includes('manage') ? folderInUse.id : null;

  const handleMove = (placement: TreeMove) => {
    const parent = placement.parentId === null ? undefined : byId.get(placement.parentId);
    if (parent && !parent.privileges.includes('manage')) {
      toaster.show('warning', t('sources.drop.noManage'));
      return;
    }
    move.mutate({ id: placement.id, parentId: placement.parentId, index: placement.index });
  };

  const nothingMatches = search.trim() !== '' && filterTree(buildTree(nodes), nameMatches(search)).items.length === 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {canCreate && (
          <>
            <Dropdown
              trigger={['click']}
              menu={{
                items: sourceTypes.map((type) => ({ key: type, icon: iconOfType(type), label: connectorTypes[type].name })),
                onClick: ({ key }) => actions.newSource(targetParent, key),
              }}
            >
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                {t('sources.newSource')}
                <DownOutlined aria-hidden />
              </Button>
            </Dropdown>
            <Button icon={<FolderAddOutlined aria-hidden />} onClick={() => actions.newFolder(targetParent)}>
              {t('sources.newFolder')}
            </Button>
          </>
        )}
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setBinOpen(true)}>
          {t('sources.recycleBin')}
        </Button>
      </Space>
      <Input.Search allowClear aria-label={t('sources.search')} placeholder={t('sources.search')} onChange={(event) => setSearch(event.target.value)} />
      {nodes.length === 0 ? (
        <Empty description={t('sources.empty')} />
      ) : nothingMatches ? (
        <Empty description={t('sources.noMatch')} />
      ) : (
        <FolderTree
          nodes={nodes}
          label={t('sources.treeLabel')}
          selectedId={selectedId}
          onSelect={(node) => actions.open(node.id)}
          search={search}
          iconOf={iconOfNode}
          actionsOf={actions.actionsOf}
          canDrag={(node) => node.privileges.includes('manage')}
          onMove={handleMove}
          onRefuse={(reason) => toaster.show('warning', t(`sources.drop.${reason}`))}
        />
      )}
      <RecycleBin
        open={binOpen}
        onClose={() => setBinOpen(false)}
        items={archived.data}
        error={archived.error}
        onRetry={() => void archived.refetch()}
        iconOf={iconOfNode}
        detailOf={(node) => (node.type ? connectorTypes[node.type].name : '')}
        onRestore={actions.restore}
        onDelete={actions.deleteForGood}
      />
    </Space>
  );
}
