import { Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { LoadFailure } from '../../components/LoadFailure';
import { usePageTitle } from '../../components/usePageTitle';
import { useAbilities } from '../orgs/abilities';
import { useVizActions } from './useVizActions';
import { mayCreateViz } from './vizActionRules';
import type { VizBrowserContext } from './vizBrowserContext';
import { useVizTree } from './vizQueries';
import { VizTreePanel } from './VizTreePanel';
import './messages';

/**
 * The Vizs page around its panes: the tree on the left, the landing, a chart or a folder on the right; the
 * page is titled by the chosen viz.
 */
export function VizBrowser({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const selectedId = useMatch('/organizations/:orgId/vizs/:vizId')?.params.vizId;
  const tree = useVizTree(orgId);
  const abilities = useAbilities(orgId).data;
  const nodes = tree.data ?? [];
  const actions = useVizActions(orgId, nodes, selectedId);

  const selected = nodes.find((node) => node.id === selectedId);
  usePageTitle(selected?.name ?? t('vizs.title'));

  const context: VizBrowserContext = { orgId, nodes, actions, canCreate: mayCreateViz(abilities, nodes) };
  return (
    <section>
      {actions.holder}
      <Typography.Title level={2}>{t('vizs.title')}</Typography.Title>
      {tree.error ? (
        <LoadFailure error={tree.error} onRetry={() => void tree.refetch()} />
      ) : !tree.data ? (
        <Spin />
      ) : (
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Card size="small" style={{ width: 320, flex: 'none' }}>
            <VizTreePanel orgId={orgId} nodes={nodes} selectedId={selectedId} abilities={abilities} actions={actions} />
          </Card>
          <div style={{ flex: 1, minWidth: 480 }}>
            <Outlet context={context} />
          </div>
        </div>
      )}
    </section>
  );
}
