import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { SourceNode } from '@redbi/shared/domain';
import { connectorTypes, sourceTypes } from '@redbi/shared/sources';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../components/resourceTree/ResourceTreePanel';
import { iconOfNode, iconOfType } from './sourceIcons';
import { archivedSourcesQuery } from './sourceQueries';
import type { SourceActions } from './useSourceActions';

interface SourceTreePanelProps {
  orgId: string;
  nodes: readonly SourceNode[];
  selectedId?: string;
  /** The source module is on for the user: the 'New …' actions show. */
  canCreate: boolean;
  actions: SourceActions;
}

/** The left pane: 'New source' (by type), 'New folder', 'Recycle bin', a search box and the draggable tree. */
export function SourceTreePanel({ orgId, nodes, selectedId, canCreate, actions }: SourceTreePanelProps) {
  const { t } = useTranslation();
  return (
    <ResourceTreePanel
      nodes={nodes}
      selectedId={selectedId}
      canCreate={canCreate}
      actions={actions}
      archivedQuery={archivedSourcesQuery(orgId)}
      iconOf={iconOfNode}
      detailOf={(node) => (node.type ? connectorTypes[node.type].name : '')}
      newItemButton={(parentId) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: sourceTypes.map((type) => ({ key: type, icon: iconOfType(type), label: connectorTypes[type].name })),
            onClick: ({ key }) => actions.newItem(parentId, { type: key }),
          }}
        >
          <Button type="primary" icon={<PlusOutlined aria-hidden />}>
            {t('sources.newSource')}
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
    />
  );
}
