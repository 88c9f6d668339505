import { Empty, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/LoadFailure';
import { ResourceFolderPane } from '../../components/resourceTree/ResourceFolderPane';
import { SidePanelLayout } from '../../components/sidePanel/SidePanelLayout';
import { usePageTitle } from '../../components/usePageTitle';
import { useAbilities } from '../orgs/abilities';
import './messages';
import { NewSourcePane } from './NewSourcePane';
import { SourceDetail } from './SourceDetail';
import { useSourceList } from './sourceQueries';
import { SourceTreePanel } from './SourceTreePanel';
import { useSourceActions } from './useSourceActions';

/**
 * /organizations/:orgId/sources: the tree of folders and sources on the left; on the right the chosen
 * source (…/sources/:sourceId, tabs by `?tab=`), a folder, or a new source (…/sources/new?type=&parentId=).
 * On a phone the tree moves into a drawer once something is open (SidePanelLayout).
 */
export function SourcesPage() {
  const { t } = useTranslation();
  usePageTitle(t('sources.title'));
  const { orgId = '', '*': rest = '' } = useParams();
  const [searchParams] = useSearchParams();
  const route = rest.split('/')[0] ?? '';
  const selectedId = route === '' || route === 'new' ? undefined : route;
  const list = useSourceList(orgId);
  const canCreate = useAbilities(orgId).data?.modules.source === true;
  const nodes = list.data ?? [];
  const actions = useSourceActions(orgId, nodes, selectedId);

  if (list.error) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Spin />;

  const selected = nodes.find((node) => node.id === selectedId);
  const pane =
    route === 'new' ? (
      <NewSourcePane orgId={orgId} nodes={nodes} actions={actions} />
    ) : selectedId === undefined ? (
      <Empty description={t('sources.choose')} />
    ) : !selected ? (
      <Result status="404" subTitle={t('sources.notFound')} />
    ) : selected.isFolder ? (
      <ResourceFolderPane folder={selected} nodes={nodes} actions={actions} />
    ) : (
      <SourceDetail key={selected.id} orgId={orgId} node={selected} nodes={nodes} />
    );

  return (
    <section>
      {actions.holder}
      <Typography.Title level={2}>{t('sources.title')}</Typography.Title>
      <SidePanelLayout
        side={<SourceTreePanel orgId={orgId} nodes={nodes} selectedId={selectedId} canCreate={canCreate} actions={actions} />}
        sideWidth={340}
        main={pane}
        openKey={route === '' ? undefined : `${route}?${searchParams.get('type') ?? ''}&${searchParams.get('parentId') ?? ''}`}
        sideTitle={t('sources.title')}
      />
    </section>
  );
}
