import { PlusOutlined } from '@ant-design/icons';
import type { ViewNode } from '@redbi/shared/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../components/resourceTree/ResourceTreePanel';
import type { ResourceActions } from '../../components/resourceTree/useResourceActions';
import { iconOfView } from './viewIcons';
import { archivedViewsQuery } from './viewQueries';

interface ViewTreePanelProps {
  orgId: string;
  nodes: readonly ViewNode[];
  selectedId?: string;
  /** The view module is on for the user: the 'New …' actions show. */
  canCreate: boolean;
  actions: ResourceActions<ViewNode>;
}

/** The left pane: 'New view', 'New folder', 'Recycle bin', a search box and the draggable tree. */
export function ViewTreePanel({ orgId, nodes, selectedId, canCreate, actions }: ViewTreePanelProps) {
  const { t } = useTranslation();
  return (
    <ResourceTreePanel
      nodes={nodes}
      selectedId={selectedId}
      canCreate={canCreate}
      actions={actions}
      archivedQuery={archivedViewsQuery(orgId)}
      iconOf={iconOfView}
      detailOf={(node) => (node.type ? t(`views.types.${node.type}`) : '')}
      newItemButton={(parentId) => (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => actions.newItem(parentId)}>
          {t('views.newView')}
        </Button>
      )}
    />
  );
}
