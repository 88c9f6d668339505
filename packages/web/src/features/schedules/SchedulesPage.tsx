import { Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/LoadFailure';
import { ResourceFolderPane } from '../../components/resourceTree/ResourceFolderPane';
import { SidePanelLayout } from '../../components/sidePanel/SidePanelLayout';
import { usePageTitle } from '../../components/usePageTitle';
import { useAbilities } from '../orgs/abilities';
import './messages';
import { NewSchedulePane } from './NewSchedulePane';
import { OrgRunHistory } from './OrgRunHistory';
import { ScheduleDetail } from './ScheduleDetail';
import { useScheduleList } from './scheduleQueries';
import { ScheduleTreePanel } from './ScheduleTreePanel';
import { useScheduleActions } from './useScheduleActions';

/**
 * /organizations/:orgId/schedules: the tree of folders and schedules on the left; on the right the chosen
 * schedule (…/schedules/:scheduleId, its settings and its history by `?tab=`), a folder, a new schedule
 * (…/schedules/new?type=&parentId=), or the organisation's run history (the landing, and …/schedules/history).
 */
export function SchedulesPage() {
  const { t } = useTranslation();
  usePageTitle(t('schedules.title'));
  const { orgId = '', '*': rest = '' } = useParams();
  const [searchParams] = useSearchParams();
  const route = rest.split('/')[0] ?? '';
  const selectedId = route === '' || route === 'new' || route === 'history' ? undefined : route;
  const list = useScheduleList(orgId);
  const canCreate = useAbilities(orgId).data?.modules.schedule === true;
  const nodes = list.data ?? [];
  const actions = useScheduleActions(orgId, nodes, selectedId);

  if (list.error) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Spin />;

  const selected = nodes.find((node) => node.id === selectedId);
  const pane =
    route === 'new' ? (
      <NewSchedulePane orgId={orgId} nodes={nodes} actions={actions} />
    ) : selectedId === undefined ? (
      <OrgRunHistory orgId={orgId} onOpen={(scheduleId) => actions.open(scheduleId, 'history')} />
    ) : !selected ? (
      <Result status="404" subTitle={t('schedules.notFound')} />
    ) : selected.isFolder ? (
      <ResourceFolderPane folder={selected} nodes={nodes} actions={actions} />
    ) : (
      <ScheduleDetail key={selected.id} orgId={orgId} node={selected} nodes={nodes} />
    );

  return (
    <section>
      {actions.holder}
      <Typography.Title level={2}>{t('schedules.title')}</Typography.Title>
      <SidePanelLayout
        side={<ScheduleTreePanel orgId={orgId} nodes={nodes} selectedId={selectedId} canCreate={canCreate} actions={actions} />}
        sideWidth={340}
        main={pane}
        mainMinWidth={520}
        openKey={route === '' ? undefined : `${route}?${searchParams.get('type') ?? ''}&${searchParams.get('parentId') ?? ''}`}
        sideTitle={t('schedules.title')}
      />
    </section>
  );
}
