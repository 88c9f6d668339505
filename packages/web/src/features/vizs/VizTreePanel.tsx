import { AppstoreAddOutlined, DeleteOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { Abilities, VizNode } from '@redbi/shared/domain';
import { buildTree } from '@redbi/shared/tree';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { FolderTree, type TreeMove } from '../../components/folderTree/FolderTree';
import { filterTree, nameMatches } from '../../components/folderTree/treeDrop';
import { RecycleBin } from '../../components/recycleBin/RecycleBin';
import '../../components/resourceTree/messages';
import { localTime } from './localTime';
import type { VizActions } from './useVizActions';
import { canManageViz, creationParent } from './vizActionRules';
import { iconOfViz } from './vizIcons';
import { archivedVizsQuery, useMoveViz } from './vizQueries';
import { VizStatusTag } from './VizStatusTag';
import { VizThumbnail } from './VizThumbnail';
import './messages';

interface VizTreePanelProps {
  orgId: string;
  nodes: readonly VizNode[];
  selectedId?: string;
  /** What the server says the caller may do: 'New chart', 'New dashboard' and 'New folder' show when they may create somewhere. */
  abilities: Abilities | undefined;
  actions: VizActions;
}

/**
 * The left pane of the Vizs page: 'New chart', 'New dashboard', 'New folder', 'Recycle bin', a search box and
 * the tree of folders, charts and dashboards, each with its thumbnail (or icon) and status; dragged with the placement rules of spec §4.
 */
export function VizTreePanel({ orgId, nodes, selectedId, abilities, actions }: VizTreePanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [binOpen, setBinOpen] = useState(false);
  const archived = useQuery({ ...archivedVizsQuery(orgId), enabled: binOpen, meta: { silent: true } });
  const move = useMoveViz(orgId);
  const byId = new Map(nodes.map((node) => [node.id, node]));

  // New things go into the folder in use (the selected one, or the selected chart's) when it may be managed.
  const selected = selectedId === undefined ? undefined : byId.get(selectedId);
  const folderInUse = selected?.isFolder ? selected : selected?.parentId ? byId.get(selected.parentId) : undefined;
  const targetParent = creationParent(abilities, nodes, folderInUse);

  const handleMove = (placement: TreeMove) => {
    const parent = placement.parentId === null ? undefined : byId.get(placement.parentId);
    if (parent && !canManageViz(parent)) {
      toaster.show('warning', t('resourceTree.drop.noManage'));
      return;
    }
    move.mutate(placement);
  };

  const nothingMatches = search.trim() !== '' && filterTree(buildTree(nodes), nameMatches(search)).items.length === 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {targetParent !== undefined && (
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => actions.newChart(targetParent)}>
              {t('vizs.newChart')}
            </Button>
            <Button icon={<AppstoreAddOutlined aria-hidden />} onClick={() => actions.newDashboard(targetParent)}>
              {t('vizs.newDashboard')}
            </Button>
            <Button icon={<FolderAddOutlined aria-hidden />} onClick={() => actions.newFolder(targetParent)}>
              {t('vizs.newFolder')}
            </Button>
          </>
        )}
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setBinOpen(true)}>
          {t('vizs.recycleBin')}
        </Button>
      </Space>
      <Input.Search allowClear aria-label={t('vizs.search')} placeholder={t('vizs.search')} onChange={(event) => setSearch(event.target.value)} />
      {nodes.length === 0 ? (
        <Empty description={t('vizs.empty')} />
      ) : nothingMatches ? (
        <Empty description={t('vizs.noMatch')} />
      ) : (
        <FolderTree
          nodes={nodes}
          label={t('vizs.treeLabel')}
          selectedId={selectedId}
          onSelect={(node) => actions.open(node.id)}
          search={search}
          iconOf={(node, expanded) =>
            node.isFolder ? iconOfViz(node, expanded) : <VizThumbnail orgId={orgId} node={node} width={36} height={24} fallback={iconOfViz(node)} />
          }
          actionsOf={(node) => (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {!node.isFolder && <VizStatusTag status={node.status} />}
              {actions.menuButton(node)}
            </span>
          )}
          canDrag={canManageViz}
          onMove={handleMove}
          onRefuse={(reason) => toaster.show('warning', t(`resourceTree.drop.${reason}`, { kind: t('vizs.itemKind') }))}
        />
      )}
      <RecycleBin
        open={binOpen}
        onClose={() => setBinOpen(false)}
        items={archived.data}
        error={archived.error}
        onRetry={() => void archived.refetch()}
        iconOf={(node) => iconOfViz(node)}
        detailOf={(node) => t('vizs.updated', { time: localTime(node.updatedAt) })}
        onRestore={actions.restore}
        onDelete={actions.deleteForGood}
      />
    </Space>
  );
}
