import type { ViewNode } from '@redbi/shared/domain';
import { Empty, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/LoadFailure';
import { ResourceFolderPane } from '../../components/resourceTree/ResourceFolderPane';
import { useResourceActions } from '../../components/resourceTree/useResourceActions';
import { SidePanelLayout } from '../../components/sidePanel/SidePanelLayout';
import { usePageTitle } from '../../components/usePageTitle';
import { useAbilities } from '../orgs/abilities';
import { ViewEditor } from './editor/ViewEditor';
import './messages';
import { useViewList } from './viewQueries';
import { ViewTreePanel } from './ViewTreePanel';
import { useViewTreeOps } from './useViewTreeOps';

/**
 * /organizations/:orgId/views: the tree of folders and views on the left; on the right the chosen view's
 * editor (…/views/:viewId, tabs by `?tab=`), a folder, or a new view (…/views/new?parentId=). On a phone
 * the tree moves into a drawer once something is open (SidePanelLayout).
 */
export function ViewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('views.title'));
  const { orgId = '', '*': rest = '' } = useParams();
  const [searchParams] = useSearchParams();
  const route = rest.split('/')[0] ?? '';
  const selectedId = route === '' || route === 'new' ? undefined : route;
  const list = useViewList(orgId);
  const canCreate = useAbilities(orgId).data?.modules.view === true;
  const nodes = list.data ?? [];
  const ops = useViewTreeOps(orgId);
  const actions = useResourceActions<ViewNode>({ section: 'views', basePath: `/organizations/${orgId}/views`, nodes, selectedId, ops });

  if (list.error) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Spin />;

  const selected = nodes.find((node) => node.id === selectedId);
  const askedParent = searchParams.get('parentId');
  const parentId = nodes.some((node) => node.id === askedParent && node.isFolder) ? askedParent : null;
  const pane =
    route === 'new' ? (
      <ViewEditor key={`new:${parentId ?? ''}`} orgId={orgId} parentId={parentId} onOpen={(id) => actions.open(id)} />
    ) : selectedId === undefined ? (
      <Empty description={t('views.choose')} />
    ) : !selected ? (
      <Result status="404" subTitle={t('views.notFound')} />
    ) : selected.isFolder ? (
      <ResourceFolderPane folder={selected} nodes={nodes} actions={actions} />
    ) : (
      <ViewEditor key={selected.id} orgId={orgId} viewId={selected.id} onOpen={(id) => actions.open(id)} />
    );

  return (
    <section>
      {actions.holder}
      <Typography.Title level={2}>{t('views.title')}</Typography.Title>
      <SidePanelLayout
        side={<ViewTreePanel orgId={orgId} nodes={nodes} selectedId={selectedId} canCreate={canCreate} actions={actions} />}
        sideWidth={300}
        main={pane}
        mainMinWidth={480}
        openKey={route === '' ? undefined : `${route}?${searchParams.get('parentId') ?? ''}`}
        sideTitle={t('views.title')}
      />
    </section>
  );
}
